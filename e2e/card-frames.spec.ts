// Cards that look like cards (issue 16, item 2): a frame with name and cost, type line, text and
// power/toughness in the card's colors; a tapped permanent turned sideways with room made for
// it; attackers and blockers marked; the large view on hover, on focus and on a long press; and
// "Show card images" with Scryfall answered by page.route (no test reaches the network), falling
// back to the text frame on an error and offline. axe runs over the board in both themes.
// SCREENSHOT=1 also writes docs/card-frames*.png.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { open, region, shot } from './page';

/** A 1x1 PNG, for Scryfall's image host. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Scryfall's API and image host, answered here: every card has an image named after it. */
async function fakeScryfall(page: Page, opts: { images?: 'ok' | 'broken' } = {}) {
  const asked: string[] = [];
  await page.route('https://api.scryfall.com/**', (route: Route) => {
    const name = new URL(route.request().url()).searchParams.get('exact') ?? '';
    asked.push(name);
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ object: 'card', name, image_uris: { normal: `https://cards.scryfall.io/normal/front/${slug}.png` } }),
    });
  });
  await page.route('https://cards.scryfall.io/**', (route: Route) =>
    opts.images === 'broken' ? route.fulfill({ status: 500, body: 'no' }) : route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  return asked;
}

async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('the frame: name, cost, type line, text and P/T in the colors of the card; a tapped land turned sideways with room made', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'demo.json');
  const elves = page.getByTestId('card-elves');
  await expect(elves).toContainText('Llanowar Elves');
  await expect(elves).toContainText('Creature — Elf Druid');
  await expect(elves).toContainText('1/1');
  await expect(elves).toHaveClass(/border-green-500/);
  await expect(page.getByTestId('card-pyromancer')).toHaveClass(/border-red-500/);
  // Portrait, like a card.
  const upright = await box(page, 'card-ann-mountain-1');
  expect(upright.height).toBeGreaterThan(upright.width);
  const next = await box(page, 'card-ann-mountain-2');

  await page.getByTestId('card-ann-mountain-1').click();
  const mountain = page.getByTestId('card-ann-mountain-1');
  await expect(mountain).toHaveAccessibleName(/^Mountain, tapped/);
  await expect(mountain).toHaveAttribute('data-tapped', 'true');
  await page.mouse.move(0, 0);
  // Turned a quarter: wider than tall, and the next land moved over to make room, not overlapped.
  await expect.poll(async () => (await box(page, 'card-ann-mountain-1')).width).toBeGreaterThan(upright.height - 2);
  const turned = await box(page, 'card-ann-mountain-1');
  expect(turned.width).toBeGreaterThan(turned.height);
  const moved = await box(page, 'card-ann-mountain-2');
  expect(moved.x).toBeGreaterThanOrEqual(turned.x + turned.width);
  expect(moved.x).toBeGreaterThan(next.x);
  await shot(page, 'card-frames');
});

test('attackers and blockers are marked on the card, in its name and for the eye', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'ui/08-combat-double-block.json');
  await page.getByLabel('Advance to').selectOption('declareAttackers');
  const choice = region(page, 'Choice');
  const giant = page.getByTestId('card-giant');
  await giant.click();
  await choice.getByRole('button', { name: 'Attack', exact: true }).click();
  await expect(giant).toHaveAccessibleName(/tapped.*Attacking → Ben/);
  await expect(giant).toHaveAttribute('data-combat', 'attacking');
  // Attacking taps it (508.1f): turned sideways.
  await expect(giant).toHaveAttribute('data-tapped', 'true');
  const turned = await box(page, 'card-giant');
  expect(turned.width).toBeGreaterThan(turned.height);
  const attackMark = region(page, "Ann's battlefield").getByTestId('combat-mark');
  await expect(attackMark).toContainText('Attacking → Ben');
  await expect(attackMark.locator('[data-icon="attacking"]')).toBeVisible();

  await page.getByLabel('Advance to').selectOption('declareBlockers');
  const lions = page.getByTestId('card-lions');
  await lions.click();
  await giant.click();
  await choice.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(lions).toHaveAccessibleName(/Blocking Hill Giant/);
  await expect(lions).toHaveAttribute('data-combat', 'blocking');
  const blockMark = region(page, "Ben's battlefield").getByTestId('combat-mark');
  await expect(blockMark).toContainText('Blocking Hill Giant');
  await expect(blockMark.locator('[data-icon="blocking"]')).toBeVisible();
  await expect(giant).toHaveAccessibleName(/blocked by Savannah Lions/);
  await page.mouse.move(0, 0);
  await shot(page, 'card-frames-combat');
});

test('the large view: on hover, on focus, closed by Escape; the whole text, and the facts of the game', async ({ page }) => {
  await page.goto('/?scenario=ui/03-ascension-copies-bolt.json');
  await page.getByTestId('card-asc').hover();
  const view = page.getByTestId('explain');
  await expect(view).toBeVisible();
  await expect(view.getByTestId('large-card')).toContainText('Pyromancer Ascension');
  await expect(view).toContainText('Whenever you cast an instant or sorcery spell that has the same name as a card in your graveyard, you may put a quest counter on Pyromancer Ascension.');
  await expect(view).toContainText('2 quest counters');
  // Readable: the large card is wider than the small one, its text a readable size.
  const large = (await view.getByTestId('large-card').boundingBox())!;
  const small = await box(page, 'card-asc');
  expect(large.width).toBeGreaterThan(small.width * 2);
  await page.mouse.move(0, 0);
  await expect(view).toBeHidden();

  // The keyboard: focus shows it, Escape closes it.
  await page.getByTestId('card-asc').focus();
  await expect(view).toContainText('Pyromancer Ascension');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // A card in a graveyard too.
  await page.goto('/?scenario=demo.json');
  await region(page, "Ann's graveyard").getByText('Shock').hover();
  await expect(view.getByTestId('large-card')).toContainText('Shock deals 2 damage to any target.');
  await page.mouse.move(0, 0);
  await expect(view).toBeHidden();
});

test.describe('on a touch screen', () => {
  // A tablet's size: the phone's layout is the page layout's work (item 1); the view's placement on
  // a phone is placeBeside's unit test.
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  /** A finger resting on the element for `ms`, then lifted, sent as touch events (CDP). */
  async function longPress(page: Page, testId: string, ms = 700) {
    const b = await box(page, testId);
    const point = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('a long press opens the large view and does not tap the land; a tap outside closes it; a tap still taps', async ({ page }) => {
    await page.goto('/?scenario=demo.json');
    const mountain = page.getByTestId('card-ann-mountain-1');
    await mountain.scrollIntoViewIfNeeded();
    await longPress(page, 'card-ann-mountain-1');
    const view = page.getByTestId('explain');
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('data-pinned', 'true');
    await expect(view).toContainText('Basic Land — Mountain');
    // The press was not a tap: the Mountain is still untapped.
    await expect(mountain).toHaveAccessibleName(/^Mountain, untapped/);
    // The view fits the screen.
    const v = (await view.boundingBox())!;
    expect(v.x).toBeGreaterThanOrEqual(0);
    expect(v.x + v.width).toBeLessThanOrEqual(1024);
    await shot(page, 'card-frames-touch-large-view');
    // A tap outside closes it, and does nothing else.
    await page.getByTestId('explain-backdrop').tap({ position: { x: 10, y: 10 } });
    await expect(view).toBeHidden();
    await expect(mountain).toHaveAccessibleName(/^Mountain, untapped/);
    // A tap is a click: it taps the Mountain, and opens no view.
    await mountain.tap();
    await expect(mountain).toHaveAccessibleName(/^Mountain, tapped/);
    await expect(view).toBeHidden();
    // Its Close button closes it too.
    await longPress(page, 'card-elves');
    await expect(view).toContainText('Llanowar Elves');
    await view.getByRole('button', { name: 'Close' }).tap();
    await expect(view).toBeHidden();
  });
});

test.describe('Show card images', () => {
  test('off by default; on, each card shows its image from Scryfall, remembered across reloads; the state drawn over it', async ({ page }) => {
    const asked = await fakeScryfall(page);
    await open(page, 'ui/10-layers-giant-growth.json');
    const setting = page.getByRole('checkbox', { name: 'Show card images' });
    await expect(setting).not.toBeChecked();
    const bears = page.getByTestId('card-bears');
    await expect(bears.locator('[data-frame="text"]')).toBeVisible();
    expect(asked).toEqual([]);

    await setting.check();
    await expect(bears).toHaveAttribute('data-image', 'shown');
    await expect(bears.locator('img')).toHaveAttribute('src', 'https://cards.scryfall.io/normal/front/grizzly-bears.png');
    await expect.poll(() => bears.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Still named by its words.
    await expect(bears).toHaveAccessibleName(/^Grizzly Bears, untapped, 2\/2/);
    // Each name asked once, however many cards have it.
    expect(asked.filter((n) => n === 'Grizzly Bears')).toHaveLength(1);

    // Giant Growth: 5/5 drawn over the image, where it differs from the printed 2/2.
    await region(page, "Ann's hand").getByRole('button', { name: /^Giant Growth/ }).click();
    await bears.click();
    await page.getByRole('button', { name: 'Resolve top of stack' }).click();
    await expect(bears).toHaveAccessibleName(/5\/5/);
    await expect(bears.locator('[data-pt-changed]')).toHaveText('5/5');

    // The large view shows the image too.
    await bears.hover();
    await expect(page.getByTestId('explain').locator('img')).toHaveAttribute('src', /grizzly-bears/);

    // Remembered in this browser.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show card images' })).toBeChecked();
    await expect(page.getByTestId('card-bears')).toHaveAttribute('data-image', 'shown');
  });

  test('an image that fails to load, and offline: the text frame', async ({ page, context }) => {
    await fakeScryfall(page, { images: 'broken' });
    await page.addInitScript(() => localStorage.setItem('mtg-rules-sandbox:card-images', 'on'));
    await open(page, 'demo.json');
    const elves = page.getByTestId('card-elves');
    // Asked, then failed: the text frame.
    await expect(elves.locator('[data-frame="text"]')).toBeVisible();
    await expect(elves).not.toHaveAttribute('data-image');
    await expect(elves).toContainText('Llanowar Elves');

  });

  test('offline: the text frame, and the images again once back online', async ({ page, context }) => {
    await fakeScryfall(page);
    await page.addInitScript(() => localStorage.setItem('mtg-rules-sandbox:card-images', 'on'));
    await open(page, 'demo.json');
    const elves = page.getByTestId('card-elves');
    await expect(elves).toHaveAttribute('data-image', 'shown');
    await context.setOffline(true);
    await expect(elves.locator('[data-frame="text"]')).toBeVisible();
    await expect(elves).not.toHaveAttribute('data-image');
    await context.setOffline(false);
    await expect(elves).toHaveAttribute('data-image', 'shown');
  });
});

for (const scheme of ['dark', 'light'] as const) {
  test(`axe: no serious or critical violation on the board of frames, tapped cards, combat marks and the large view (${scheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'ui/08-combat-double-block.json');
    await page.getByLabel('Advance to').selectOption('declareAttackers');
    await page.getByTestId('card-giant').click();
    await region(page, 'Choice').getByRole('button', { name: 'Attack', exact: true }).click();
    await expect(page.getByTestId('card-giant')).toHaveAttribute('data-combat', 'attacking');
    await page.getByTestId('card-bears').hover();
    await expect(page.getByTestId('explain')).toBeVisible();
    await expectNoSeriousViolations(page, `card frames, ${scheme} theme`);
    await shot(page, `card-frames-${scheme}`);
  });
}
