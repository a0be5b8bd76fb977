// A card's image from Scryfall: the address picked from the API's answer, each name asked once,
// requests spaced, and a card Scryfall lacks or an unreachable API giving no image.
import { describe, expect, it } from 'vitest';
import { imageLookup, imageOf, namedUrl } from './scryfallImage';

const img = (id: string) => `https://cards.scryfall.io/normal/front/${id}.jpg`;

describe('imageOf', () => {
  it("takes the card's normal image", () => {
    expect(imageOf({ object: 'card', name: 'Shock', image_uris: { normal: img('shock'), small: 'x' } }, 'Shock')).toBe(img('shock'));
  });
  it('takes the face of that name for a double-faced card, else its first face', () => {
    const delver = { object: 'card', name: 'Delver of Secrets // Insectile Aberration', card_faces: [{ name: 'Delver of Secrets', image_uris: { normal: img('front') } }, { name: 'Insectile Aberration', image_uris: { normal: img('back') } }] };
    expect(imageOf(delver, 'Insectile Aberration')).toBe(img('back'));
    expect(imageOf(delver, 'Delver of Secrets')).toBe(img('front'));
    expect(imageOf(delver, 'Delver of Secrets // Insectile Aberration')).toBe(img('front'));
  });
  it('refuses an address on another host, an error object and no image', () => {
    expect(imageOf({ object: 'card', image_uris: { normal: 'https://evil.example/x.jpg' } }, 'X')).toBeNull();
    expect(imageOf({ object: 'error', image_uris: { normal: img('x') } }, 'X')).toBeNull();
    expect(imageOf({ object: 'card' }, 'X')).toBeNull();
    expect(imageOf('nonsense', 'X')).toBeNull();
  });
});

describe('imageLookup', () => {
  const answering = (answers: Record<string, { status: number; body?: unknown } | 'offline'>) => {
    const asked: string[] = [];
    const get = (async (url: string) => {
      asked.push(url);
      const name = decodeURIComponent(url.split('exact=')[1]);
      const a = answers[name];
      if (!a || a === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(a.body ?? {}), { status: a.status });
    }) as typeof fetch;
    return { asked, get };
  };

  it('asks the API by exact name, once per name, and remembers the answer', async () => {
    const { asked, get } = answering({ 'Grizzly Bears': { status: 200, body: { object: 'card', image_uris: { normal: img('bears') } } } });
    const waits: number[] = [];
    const images = imageLookup(get, 100, async (ms) => void waits.push(ms));
    expect(images.known('Grizzly Bears')).toBeUndefined();
    const [a, b] = await Promise.all([images.lookup('Grizzly Bears'), images.lookup('Grizzly Bears')]);
    expect(a).toBe(img('bears'));
    expect(b).toBe(img('bears'));
    expect(asked).toEqual([namedUrl('Grizzly Bears')]);
    expect(asked[0]).toBe('https://api.scryfall.com/cards/named?exact=Grizzly%20Bears');
    expect(images.known('Grizzly Bears')).toBe(img('bears'));
    expect(waits).toEqual([]);
  });

  it('spaces requests for different names', async () => {
    const { asked, get } = answering({ A: { status: 200, body: { image_uris: { normal: img('a') } } }, B: { status: 404 }, C: { status: 200, body: {} } });
    const waits: number[] = [];
    const images = imageLookup(get, 100, async (ms) => void waits.push(ms));
    expect(await Promise.all(['A', 'B', 'C'].map((n) => images.lookup(n)))).toEqual([img('a'), null, null]);
    expect(asked).toHaveLength(3);
    expect(waits).toEqual([100, 100]);
  });

  it("a card Scryfall doesn't know has no image, remembered; an unreachable API is asked again later", async () => {
    const answers: Record<string, { status: number; body?: unknown } | 'offline'> = { Custom: { status: 404 }, Bolt: 'offline' };
    const { asked, get } = answering(answers);
    const images = imageLookup(get, 0, async () => {});
    expect(await images.lookup('Custom')).toBeNull();
    expect(images.known('Custom')).toBeNull();
    expect(await images.lookup('Bolt')).toBeNull();
    expect(images.known('Bolt')).toBeUndefined();
    answers.Bolt = { status: 200, body: { image_uris: { normal: img('bolt') } } };
    expect(await images.lookup('Bolt')).toBe(img('bolt'));
    await images.lookup('Custom');
    expect(asked.filter((u) => u.endsWith('Custom'))).toHaveLength(1);
    expect(asked.filter((u) => u.endsWith('Bolt'))).toHaveLength(2);
  });

  it('a server error gives no image now and is asked again later', async () => {
    const answers: Record<string, { status: number; body?: unknown } | 'offline'> = { X: { status: 503 } };
    const { get } = answering(answers);
    const images = imageLookup(get, 0, async () => {});
    expect(await images.lookup('X')).toBeNull();
    answers.X = { status: 200, body: { image_uris: { normal: img('x') } } };
    expect(await images.lookup('X')).toBe(img('x'));
  });
});
