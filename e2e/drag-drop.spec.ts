// Drag and drop in the builder (issue 16): a card dragged with the mouse or a finger onto a zone
// makes the select panel's move edit: the board, the log and the timeline show it; a drop the
// rules don't allow (400.3) shows the reason and changes nothing; a click is still a click.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { region } from './page';

const BEARS = 'card-grizzly-bears-1';
const FOREST = 'card-forest-1';

/** An empty game with Grizzly Bears in Ann's hand and a Forest on her battlefield; the builder open. */
async function position(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await page.getByRole('button', { name: 'Build' }).click();
  const builder = region(page, 'Builder');
  await builder.getByRole('button', { name: 'New empty game' }).click();
  await expect(region(page, "Ann's hand")).toContainText('No cards in hand');
  const search = builder.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('forest');
  await builder.getByRole('button', { name: "Add Forest to Ann's battlefield" }).click();
  await builder.getByRole('combobox', { name: 'Zone to add to' }).selectOption('hand');
  await search.fill('grizzly bears');
  await builder.getByRole('button', { name: "Add Grizzly Bears to Ann's hand" }).click();
  await expect(region(page, "Ann's hand").getByTestId(BEARS)).toBeVisible();
}

async function centre(l: Locator): Promise<{ x: number; y: number }> {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Press, move past the 5 px that start a drag, go to the zone, release. */
async function mouseDrag(page: Page, card: Locator, zone: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = await centre(card);
  const to = await centre(zone);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // Release only once the page marks the zone as under the card: on a busy machine the release
  // could otherwise be handled before dnd-kit has rendered the last move, and the card would be
  // dropped where the pointer was before.
  await expect(overZone(zone)).toHaveCount(1);
  await page.mouse.up();
}

/** The zone, or the drop zone holding it, while the page marks it as under the held card. */
const overZone = (zone: Locator) => zone.locator('xpath=ancestor-or-self::*[@data-drop-over]');

/** A finger through the DevTools protocol: rest until the drag has begun (after 250 ms, as the live
 * region announces), move, lift. A fixed rest failed on a busy machine: the moves were handled before
 * the sensor's 250 ms timer ran, and a move beyond 5 px before it cancels the drag, as a swipe. */
async function touchDrag(page: Page, card: Locator, zone: Locator) {
  const from = await centre(card);
  const to = await centre(zone);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  await expect(announced(page)).toHaveText(/\S/); // picked up, or already over its zone
  for (let i = 1; i <= 12; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 12, y: from.y + ((to.y - from.y) * i) / 12 });
  await expect(overZone(zone)).toHaveCount(1);
  await touch('touchEnd');
  await cdp.detach();
}

const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

async function timelineShows(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('list', { name: 'Actions of the current line' })).toContainText(text);
  await page.getByRole('tab', { name: 'Log' }).click();
}

test('with the mouse: hand to battlefield, then to the other player, as the panel moves them', async ({ page }) => {
  await position(page);
  await mouseDrag(page, page.getByTestId(BEARS), region(page, "Ann's battlefield"));
  await expect(region(page, "Ann's battlefield").getByTestId(BEARS)).toBeVisible();
  await expect(region(page, "Ann's hand")).toContainText('No cards in hand');
  await expect(announced(page)).toHaveText("Grizzly Bears moved to Ann's battlefield.");
  // The moved card is selected, as after the panel's Move.
  await expect(region(page, 'Selected card')).toContainText("Grizzly Bears on Ann's battlefield");
  await timelineShows(page, "Edit: Grizzly Bears moved to the battlefield under Ann's control.");

  // Onto Ben's battlefield: under Ben's control, as "under Ben's control" in the panel; Ann still owns it.
  await mouseDrag(page, page.getByTestId(BEARS), region(page, "Ben's battlefield"));
  await expect(region(page, "Ben's battlefield").getByTestId(BEARS)).toBeVisible();
  await expect(region(page, "Ann's battlefield").getByTestId(BEARS)).toHaveCount(0);
  await expect(announced(page)).toHaveText("Grizzly Bears moved to Ben's battlefield.");
  await timelineShows(page, "Edit: Grizzly Bears moved to the battlefield under Ben's control.");

  // To its owner's graveyard, from Ben's battlefield.
  await mouseDrag(page, page.getByTestId(BEARS), region(page, "Ann's graveyard"));
  await expect(region(page, "Ann's graveyard")).toContainText('Grizzly Bears');
  await expect(region(page, 'Log')).toContainText("Edit: Grizzly Bears moved to Ann's graveyard.");

  // Undo takes the drop back like any edit.
  await page.keyboard.press('z');
  await expect(region(page, "Ben's battlefield").getByTestId(BEARS)).toBeVisible();
});

test("a drop the rules don't allow shows the reason and changes nothing (400.3)", async ({ page }) => {
  await position(page);
  await mouseDrag(page, page.getByTestId(BEARS), region(page, "Ben's hand"));
  const alert = page.getByRole('alert', { name: 'Refused action' });
  await expect(alert).toContainText("Grizzly Bears can't be put into Ben's hand: a card goes only to its owner's hand, and Grizzly Bears is Ann's");
  await expect(alert).toContainText('400.3');
  await expect(region(page, "Ann's hand").getByTestId(BEARS)).toBeVisible();
  await expect(region(page, "Ben's hand")).toContainText('No cards in hand');
  await expect(announced(page)).toContainText('Grizzly Bears was not moved');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('list', { name: 'Actions of the current line' })).not.toContainText('moved');
});

test("to the top of a library (its line under the player's name), and from the builder's list of it back to a hand", async ({ page }) => {
  await position(page);
  await mouseDrag(page, page.getByTestId(BEARS), region(page, 'Ann').getByText(/^Library:/));
  await expect(region(page, 'Log')).toContainText("Edit: Grizzly Bears moved to Ann's library.");
  await expect(announced(page)).toHaveText("Grizzly Bears moved to the top of Ann's library.");
  const builder = region(page, 'Builder');
  await builder.getByText("Ann's library (1), top first").click();
  const library = builder.getByRole('list', { name: "Ann's library, top first" });
  await expect(library.getByRole('button')).toHaveText(['Grizzly Bears']);
  await mouseDrag(page, library.getByRole('button', { name: 'Grizzly Bears' }), region(page, "Ann's hand"));
  await expect(region(page, "Ann's hand").getByTestId(BEARS)).toBeVisible();
  await expect(library.getByRole('button')).toHaveCount(0);
  await timelineShows(page, "Edit: Grizzly Bears moved to Ann's hand.");
});

test('a press without a move is still a click: select mode selects the card', async ({ page }) => {
  await position(page);
  await region(page, 'Selected card').getByRole('button', { name: 'Select cards' }).click();
  await page.getByTestId(FOREST).click();
  await expect(region(page, 'Selected card')).toContainText("Forest on Ann's battlefield");
  await expect(region(page, 'Log')).not.toContainText('moved');
});

test.describe('with a finger', () => {
  test.use({ hasTouch: true });

  test('hold, drag the card to exile, lift: the edit is made', async ({ page }) => {
    await position(page);
    await touchDrag(page, page.getByTestId(FOREST), region(page, 'Exile'));
    await expect(region(page, 'Exile')).toContainText('Forest');
    await expect(region(page, "Ann's battlefield")).toContainText('No permanents');
    await timelineShows(page, 'Edit: Forest moved to exile.');
  });

  test('a quick swipe scrolls and moves nothing', async ({ page }) => {
    await position(page);
    const from = await centre(page.getByTestId(BEARS));
    const cdp = await page.context().newCDPSession(page);
    // Sent at once, queued one behind the other: a busy machine can't stretch the swipe past 250 ms.
    const moves = [1, 2, 3, 4, 5, 6].map((i) => ({ type: 'touchMove' as const, touchPoints: [{ x: from.x, y: from.y - 30 * i }] }));
    await Promise.all(
      [{ type: 'touchStart' as const, touchPoints: [from] }, ...moves, { type: 'touchEnd' as const, touchPoints: [] }].map((e) => cdp.send('Input.dispatchTouchEvent', e)),
    );
    await page.waitForTimeout(300);
    await expect(region(page, "Ann's hand").getByTestId(BEARS)).toBeVisible();
    await expect(region(page, 'Log')).not.toContainText('moved');
  });
});
