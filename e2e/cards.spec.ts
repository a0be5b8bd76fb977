// Cards the sandbox doesn't ship (issue 13, points 6, 8, 9), as a judge meets them: a custom card
// typed in the builder, fully modelled, cast and shared; one whose text isn't modelled, carried
// out by hand while the game waits; a card fetched from Scryfall (answered here, never the
// network); a triggered ability put on the stack by hand.
import { expect, test, type Page } from '@playwright/test';
import { copyShareLink, region } from './page';

async function emptyGameWithBuilder(page: Page) {
  // No test reaches Scryfall: a request not answered by the test fails as offline would.
  await page.route('https://api.scryfall.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(region(page, "Ann's battlefield")).toBeVisible();
  await page.getByRole('button', { name: 'Build' }).click();
  await region(page, 'Builder').getByRole('button', { name: 'New empty game' }).click();
  await expect(region(page, "Ann's hand")).toContainText('No cards in hand');
}

async function typeCustomCard(page: Page, card: { name: string; manaCost?: string; typeLine: string; oracle: string; power?: string; toughness?: string }) {
  const form = region(page, 'Custom card');
  await form.getByRole('textbox', { name: 'Name' }).fill(card.name);
  await form.getByRole('textbox', { name: 'Mana cost' }).fill(card.manaCost ?? '');
  await form.getByRole('textbox', { name: 'Type line' }).fill(card.typeLine);
  await form.getByRole('textbox', { name: 'Oracle text' }).fill(card.oracle);
  if (card.power) await form.getByRole('textbox', { name: 'Power' }).fill(card.power);
  if (card.toughness) await form.getByRole('textbox', { name: 'Toughness' }).fill(card.toughness);
  return form;
}

async function addMana(page: Page, player: string, colors: string[]) {
  const players = region(page, 'Players');
  for (const c of colors) await players.getByRole('button', { name: `Add ${c} mana to ${player}'s pool` }).click();
}

test("a custom card typed in the builder: Judge's Spark is fully modelled, cast at Ben, and a share link brings it back", async ({ page, browser }) => {
  await emptyGameWithBuilder(page);
  const form = await typeCustomCard(page, { name: "Judge's Spark", manaCost: '{R}', typeLine: 'Instant', oracle: "Judge's Spark deals 3 damage to any target." });
  const read = form.getByRole('group', { name: 'As the sandbox reads it' });
  await expect(read.getByRole('img', { name: /^fully modelled/ })).toBeVisible();
  await expect(read.getByRole('list', { name: 'Abilities' })).toContainText("modelledJudge's Spark deals 3 damage to any target.");
  await form.getByRole('button', { name: "Add Judge's Spark to Ann's hand" }).click();
  const spark = region(page, "Ann's hand").getByRole('button', { name: /^Judge's Spark/ });
  await expect(spark).toBeVisible();
  // A card all modelled shows no support level.
  await expect(spark).not.toContainText('modelled');
  // A game has one text per name: another Judge's Spark is refused until it is renamed.
  const oracle = form.getByRole('textbox', { name: 'Oracle text' });
  await oracle.fill("Judge's Spark deals 4 damage to any target.");
  await form.getByRole('button', { name: "Add Judge's Spark to Ann's hand" }).click();
  await expect(form.getByRole('status')).toHaveText("This game already has a card named Judge's Spark with another text: give this one another name.");
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Judge's Spark/ })).toHaveCount(1);

  await addMana(page, 'Ann', ['red']);
  await spark.click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Judge's Spark, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);
  await expect(region(page, "Ann's graveyard")).toContainText("Judge's Spark");

  const link = await copyShareLink(page);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByTestId('life-p2')).toHaveText(/^17/);
  await expect(region(other, "Ann's graveyard")).toContainText("Judge's Spark");
  await other.close();
});

test('a sorcery the sandbox does not model: the manual prompt shows its sentence, an edit is made while it waits, Done resolves it', async ({ page }) => {
  await emptyGameWithBuilder(page);
  const form = await typeCustomCard(page, { name: 'Long Walk', manaCost: '{1}{U}', typeLine: 'Sorcery', oracle: 'Venture into the dungeon.' });
  const read = form.getByRole('group', { name: 'As the sandbox reads it' });
  await expect(read.getByRole('img', { name: /^not modelled/ })).toBeVisible();
  await expect(read.locator('[data-unmodelled]')).toHaveText('Venture into the dungeon. (not modelled)');
  await form.getByRole('button', { name: "Add Long Walk to Ann's hand" }).click();
  const walk = region(page, "Ann's hand").getByRole('button', { name: /^Long Walk/ });
  // Its support level, on the card and in its accessible name.
  await expect(walk).toHaveAccessibleName(/^Long Walk, Sorcery, not modelled/);
  await expect(walk).toContainText('not modelled');

  await addMana(page, 'Ann', ['blue', 'blue']);
  await walk.click();
  await expect(region(page, 'Stack').getByRole('article', { name: /^Long Walk, spell, controlled by Ann, not modelled$/ })).toContainText('not modelled');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();

  const choice = region(page, 'Choice');
  await expect(choice).toContainText('As Long Walk resolves, Ann carries out by hand');
  await expect(choice.getByTestId('manual-sentence')).toHaveText('Venture into the dungeon.');
  await expect(choice).toContainText('The builder’s edits are allowed while this is pending');

  // The builder's edits work while the choice waits.
  const players = region(page, 'Players');
  await players.getByRole('button', { name: 'Ben loses 1 life' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^19/);
  // The prompt doesn't take the focus back from the edit just made.
  await expect(players.getByRole('button', { name: 'Ben loses 1 life' })).toBeFocused();
  await expect(region(page, 'Log')).toContainText("Edit: Ben's life set to 19 (was 20).");
  await expect(choice).toBeVisible();

  await choice.getByRole('button', { name: 'Done' }).click();
  await expect(choice).toHaveCount(0);
  await expect(region(page, 'Stack')).not.toContainText('Long Walk');
  await expect(region(page, "Ann's graveyard")).toContainText('Long Walk');
  await expect(region(page, 'Log')).toContainText('Ann has carried out “Venture into the dungeon.” by hand (Long Walk).');

  // The autosave keeps the custom card: a reload brings the game back as it was.
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(region(page, "Ann's graveyard")).toContainText('Long Walk');
  await expect(page.getByTestId('life-p2')).toHaveText(/^19/);
});

test('a card from Scryfall fills the form for review and is added; an error from Scryfall changes nothing', async ({ page }) => {
  await emptyGameWithBuilder(page);
  const asked: string[] = [];
  await page.route('https://api.scryfall.com/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    const fuzzy = url.searchParams.get('fuzzy');
    if (fuzzy === 'lightnin bolt') {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ object: 'card', name: 'Lightning Bolt', layout: 'normal', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.', colors: ['R'] }),
      });
    } else {
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ object: 'error', code: 'not_found', status: 404, details: `No cards found matching “${fuzzy}”` }),
      });
    }
  });
  const form = region(page, 'Custom card');
  const name = form.getByRole('textbox', { name: 'Name' });

  await name.fill('Nonexistent Zzz');
  await form.getByRole('button', { name: 'Get from Scryfall' }).click();
  await expect(form.getByRole('status')).toHaveText('Scryfall: No cards found matching “Nonexistent Zzz”');
  await expect(name).toHaveValue('Nonexistent Zzz');
  await expect(form.getByRole('textbox', { name: 'Oracle text' })).toHaveValue('');

  await name.fill('lightnin bolt');
  await form.getByRole('button', { name: 'Get from Scryfall' }).click();
  await expect(form.getByRole('status')).toHaveText('Got Lightning Bolt from Scryfall: check it, then add it.');
  await expect(name).toHaveValue('Lightning Bolt');
  await expect(form.getByRole('textbox', { name: 'Mana cost' })).toHaveValue('{R}');
  await expect(form.getByRole('textbox', { name: 'Type line' })).toHaveValue('Instant');
  await expect(form.getByRole('textbox', { name: 'Oracle text' })).toHaveValue('Lightning Bolt deals 3 damage to any target.');
  await expect(form.getByRole('img', { name: /^fully modelled/ })).toBeVisible();
  await form.getByRole('combobox', { name: 'Zone to add the custom card to' }).selectOption('battlefield');
  await form.getByRole('combobox', { name: 'Player to add the custom card to' }).selectOption({ label: 'Ben' });
  await form.getByRole('button', { name: "Add Lightning Bolt to Ben's battlefield" }).click();
  await expect(region(page, "Ben's battlefield")).toContainText('Lightning Bolt');
  expect(asked).toEqual(['/cards/named?fuzzy=Nonexistent+Zzz', '/cards/named?fuzzy=lightnin+bolt']);
});

test('a double-faced card from Scryfall keeps both faces', async ({ page }) => {
  await emptyGameWithBuilder(page);
  const delver = {
    object: 'card',
    name: 'Delver of Secrets // Insectile Aberration',
    layout: 'transform',
    type_line: 'Creature — Human Wizard // Creature — Human Insect',
    card_faces: [
      { object: 'card_face', name: 'Delver of Secrets', mana_cost: '{U}', type_line: 'Creature — Human Wizard', power: '1', toughness: '1', oracle_text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.' },
      { object: 'card_face', name: 'Insectile Aberration', mana_cost: '', type_line: 'Creature — Human Insect', power: '3', toughness: '2', oracle_text: 'Flying', color_indicator: ['U'] },
    ],
  };
  await page.route('https://api.scryfall.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(delver) }),
  );
  const form = region(page, 'Custom card');
  await form.getByRole('textbox', { name: 'Name' }).fill('delver');
  await form.getByRole('button', { name: 'Get from Scryfall' }).click();
  await expect(form).toContainText('Delver of Secrets // Insectile Aberration: a card with 2 faces from Scryfall, added as it is.');
  await expect(form.getByRole('img', { name: /^partly modelled/ })).toBeVisible();
  await form.getByRole('button', { name: "Add Delver of Secrets to Ann's hand" }).click();
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Delver of Secrets, Creature — Human Wizard, partly modelled/ })).toBeVisible();
  await form.getByRole('button', { name: 'Clear' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('offline, Get from Scryfall says so and changes nothing', async ({ page }) => {
  await emptyGameWithBuilder(page);
  const form = region(page, 'Custom card');
  await form.getByRole('textbox', { name: 'Name' }).fill('Lightning Bolt');
  await form.getByRole('button', { name: 'Get from Scryfall' }).click();
  await expect(form.getByRole('status')).toHaveText('Scryfall could not be reached: the page may be offline, or the network blocks it.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Lightning Bolt');
  await expect(form.getByRole('textbox', { name: 'Type line' })).toHaveValue('');
});

test('a triggered ability the sandbox does not notice, put on the stack from the selected card', async ({ page }) => {
  await emptyGameWithBuilder(page);
  const form = await typeCustomCard(page, {
    name: 'Watchful Scout',
    manaCost: '{W}',
    typeLine: 'Creature — Human Scout',
    oracle: 'Flying\nWhenever Watchful Scout mutates, you gain 2 life.',
    power: '1',
    toughness: '1',
  });
  await form.getByRole('combobox', { name: 'Zone to add the custom card to' }).selectOption('battlefield');
  await form.getByRole('button', { name: "Add Watchful Scout to Ann's battlefield" }).click();
  const scout = page.getByTestId('card-watchful-scout-1');
  await expect(scout).toBeVisible();
  await expect(scout).toContainText('partly modelled');
  await expect(scout.locator('[data-support]')).toHaveAttribute('title', /^Partly modelled/);

  // Added, it is the selected card: its abilities with their status.
  const selected = region(page, 'Selected card');
  const abilities = selected.getByRole('list', { name: 'Abilities' });
  await expect(abilities.getByRole('listitem')).toHaveCount(2);
  await expect(abilities.getByRole('listitem').nth(0)).toContainText('modelledFlying');
  await expect(abilities.getByRole('listitem').nth(1)).toContainText('not modelledWhenever Watchful Scout mutates, you gain 2 life.');
  await abilities.getByRole('button', { name: 'Put on the stack: Whenever Watchful Scout mutates, you gain 2 life.' }).click();

  await expect(region(page, 'Stack').getByRole('article', { name: /^Watchful Scout, ability/ })).toBeVisible();
  await expect(region(page, 'Log')).toContainText("Edit: Watchful Scout's ability 1 is put on the stack as a triggered ability.");
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  const choice = region(page, 'Choice');
  await expect(choice.getByTestId('manual-sentence')).toHaveText('You gain 2 life.');
  await region(page, 'Players').getByRole('button', { name: 'Ann gains 1 life' }).click();
  await region(page, 'Players').getByRole('button', { name: 'Ann gains 1 life' }).click();
  await choice.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('life-p1')).toHaveText(/^22/);
  await expect(region(page, 'Stack')).not.toContainText('Watchful Scout');
});
