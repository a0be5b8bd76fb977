// The guided cast (601.2), choices answered in the cast panel, the stack's details, and stepping
// through a resolution. Positions come from public/scenarios/ui. SCREENSHOT=1 also writes
// screenshots of the panels to docs/.
import { expect, test, type Page } from '@playwright/test';
import { open, region, shot } from './page';


// The screenshots show the dark theme, as the README's others do.
test.use({ colorScheme: 'dark' });

/** Fiery Justice from the cast panel: targets (601.2c), then the division (601.2d): 3 to Hill Giant, 2 to Ben. */
async function castFieryJustice(page: Page) {
  await region(page, "Ann's hand").getByRole('button', { name: /^Fiery Justice/ }).click();
  const panel = region(page, 'Cast Fiery Justice');
  const status = page.getByRole('status');
  await expect(status).toContainText('Fiery Justice: choose any number of targets');
  await page.getByTestId('card-giant').click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(page.getByTestId('card-giant')).toHaveAccessibleName(/, chosen$/);
  await expect(status).toContainText('2 chosen');
  await panel.getByRole('button', { name: 'Done' }).click();

  await expect(status).toContainText('choose target opponent');
  // Ann is not an opponent of herself: not highlighted.
  await expect(page.getByRole('button', { name: /^Ann, 20 life$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Ben, 20 life, legal target/ }).click();

  await expect(status).toContainText('divide 5 among the targets');
  const left = panel.getByTestId('division-left');
  await expect(left).toHaveText('3 left to divide');
  await expect(panel.getByRole('button', { name: 'Less to Hill Giant' })).toBeDisabled();
  const next = panel.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await panel.getByRole('button', { name: 'More to Hill Giant' }).click();
  await panel.getByRole('button', { name: 'More to Hill Giant' }).click();
  await panel.getByRole('button', { name: 'More to Ben' }).click();
  await expect(panel.getByRole('spinbutton', { name: 'Amount to Hill Giant' })).toHaveValue('3');
  await expect(panel.getByRole('spinbutton', { name: 'Amount to Ben' })).toHaveValue('2');
  await expect(left).toHaveText('All 5 divided');
  await expect(panel.getByRole('button', { name: 'More to Ben' })).toBeDisabled();
  await shot(page, 'cast-panel-division');
  await next.click();

  await expect(panel.getByRole('list', { name: 'Choices so far' })).toContainText('Any number of targets: Hill Giant (3), Ben (2)');
  await expect(panel.getByRole('list', { name: 'Choices so far' })).toContainText('Target opponent: Ben');
  const cost = panel.getByTestId('total-cost');
  for (const color of ['red', 'green', 'white']) await expect(cost.getByRole('img', { name: `${color} mana` })).toBeVisible();
  await panel.getByRole('button', { name: 'Cast Fiery Justice' }).click();
  await expect(panel).toHaveCount(0);
}

test('Fiery Justice: targets clicked on the board, 5 damage divided 3 and 2, the opponent gains 5', async ({ page }) => {
  await open(page, 'ui/01-fiery-justice-division.json');
  await castFieryJustice(page);
  const stack = region(page, 'Stack');
  const spell = stack.getByRole('article', { name: /^Fiery Justice, spell, controlled by Ann, targeting Hill Giant \(3\), Ben \(2\), Ben$/ });
  await expect(spell).toBeVisible();
  await expect(region(page, "Ann's mana pool")).toContainText('empty');

  // Hovering the spell highlights its targets on the board.
  await spell.hover();
  await expect(page.getByTestId('card-giant')).toHaveAttribute('data-aimed', 'true');
  await expect(page.getByRole('button', { name: /^Ben, 20 life/ })).toHaveAttribute('data-aimed', 'true');
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('card-giant')).not.toHaveAttribute('data-aimed');

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^23/);
  await expect(region(page, "Ben's graveyard")).toContainText('Hill Giant');
  await expect(region(page, "Ann's graveyard")).toContainText('Fiery Justice');
});

test('Cancel and Escape leave the cast panel with nothing changed', async ({ page }) => {
  await open(page, 'ui/01-fiery-justice-division.json');
  const hand = region(page, "Ann's hand");
  await hand.getByRole('button', { name: /^Fiery Justice/ }).click();
  await page.getByTestId('card-giant').click();
  await page.keyboard.press('Escape');
  await expect(region(page, 'Cast Fiery Justice')).toHaveCount(0);
  await expect(page.getByTestId('card-giant')).toHaveAccessibleName(/^Hill Giant, untapped, 3\/3$/);
  await hand.getByRole('button', { name: /^Fiery Justice/ }).click();
  await region(page, 'Cast Fiery Justice').getByRole('button', { name: 'Cancel' }).click();
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await expect(region(page, 'Log')).toContainText('Nothing has happened yet.');
});

test('Think Twice: cast with flashback from the graveyard, then exiled', async ({ page }) => {
  await open(page, 'ui/02-think-twice-flashback.json');
  await region(page, "Ann's graveyard").getByRole('button', { name: /^Think Twice, cast with flashback/ }).click();
  const autoTap = region(page, 'Auto-tap');
  await expect(autoTap.getByTestId('auto-tap-plan')).toHaveText(/^Auto-tap will tap: Island \(\), Island \(\), Island \(\)$/);
  await autoTap.getByRole('button', { name: 'Tap and cast' }).click();

  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Think Twice, spell, controlled by Ann/ })).toBeVisible();
  await expect(stack.getByTestId('stack-details')).toContainText('Cast with flashback');
  await expect(stack.getByTestId('stack-details')).toContainText('Cast from a graveyard');
  await expect(region(page, "Ann's graveyard")).toContainText('empty');

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(stack).toContainText('The stack is empty.');
  await expect(region(page, 'Exile')).toContainText('Think Twice');
  await expect(region(page, "Ann's graveyard")).toContainText('empty');
  await expect(region(page, "Ann's hand").getByRole('button', { name: /^Mountain/ })).toHaveCount(1);
});

test('Pyromancer Ascension: the trigger, yes to copy, a new target for the copy, both resolve', async ({ page }) => {
  await open(page, 'ui/03-ascension-copies-bolt.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Lightning Bolt/ }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();

  const stack = region(page, 'Stack');
  const trigger = stack.getByRole('article', { name: /^Pyromancer Ascension, ability, controlled by Ann/ });
  await expect(trigger).toContainText('Triggered ability of Pyromancer Ascension: copy Lightning Bolt');
  await expect(trigger).toContainText('you may copy that spell');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();

  const choice = region(page, 'Choice');
  await expect(choice).toContainText("As Pyromancer Ascension's triggered ability resolves, Ann may copy Lightning Bolt");
  await choice.getByRole('button', { name: 'Yes' }).click();

  const panel = region(page, 'Targets for Copy of Lightning Bolt');
  await expect(choice).toContainText('Ann may choose new targets for the copy of Lightning Bolt; a target not changed stays. The copy now targets Ben.');
  await expect(page.getByRole('status')).toContainText('Ann chooses new targets for Copy of Lightning Bolt: keep or change the target for any target: click a new one on the board, or keep Ben');
  await expect(panel).toContainText('Target 1: Ben');
  await expect(panel).toContainText('(kept)');
  await page.getByTestId('card-piker').click();
  await expect(panel).toContainText('Target 1: Goblin Piker');
  await panel.getByRole('button', { name: 'Keep Ben' }).click();
  await expect(panel).toContainText('Target 1: Ben');
  await page.getByTestId('card-piker').click();
  await panel.getByRole('button', { name: 'Confirm targets' }).click();

  const copy = stack.getByRole('article', { name: /^Lightning Bolt, copy of a spell, controlled by Ann, targeting Goblin Piker/ });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('copy of Lightning Bolt');
  await expect(stack.getByRole('article', { name: /^Lightning Bolt, spell, controlled by Ann, targeting Ben/ })).toBeVisible();
  await shot(page, 'stack-with-copy');

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Goblin Piker');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);
  await expect(stack).toContainText('The stack is empty.');
});

test('Wildfire Devils: a random player in the log, the copy cast from exile with a target', async ({ page }) => {
  await open(page, 'ui/04-wildfire-devils-upkeep.json');
  await page.getByLabel('Advance to').selectOption('upkeep');
  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Wildfire Devils, ability/ })).toContainText('Triggered ability of Wildfire Devils');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();

  const log = region(page, 'Log');
  const random = log.getByRole('listitem').filter({ hasText: 'chooses a player at random: Ann (1 of 2 in turn order)' });
  await expect(random).toContainText('random');
  await expect(random.getByText('⚄ random')).toBeVisible();
  // Only the game's random outcome is marked, not the ability's text that says "at random".
  await expect(log.getByText('⚄ random')).toHaveCount(1);

  const choice = region(page, 'Choice');
  await expect(choice).toContainText("As Wildfire Devils' triggered ability resolves, Ann may cast the copy of Shock without paying its mana cost now");
  await expect(choice.getByRole('button', { name: "Don't cast" })).toBeVisible();
  const panel = region(page, 'Cast Copy of Shock');
  await expect(page.getByRole('status')).toContainText('Ann casts Copy of Shock: choose any target');
  await page.getByTestId('card-bears').click();
  await expect(panel).toContainText('Cast without paying its mana cost');
  await expect(panel).toContainText('Any target: Grizzly Bears');
  await expect(panel.getByTestId('total-cost')).toContainText('nothing');
  await panel.getByRole('button', { name: 'Cast Copy of Shock' }).click();

  const copy = stack.getByRole('article', { name: /^Shock, copy of a spell, controlled by Ann, targeting Grizzly Bears/ });
  await expect(copy).toContainText('Cast without paying its mana cost');
  await expect(copy).toContainText('Cast from exile');
  await expect(region(page, 'Exile')).toContainText('Shock');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Grizzly Bears');
  await expect(stack).toContainText('The stack is empty.');
});

test('step by step: the next instruction, one step at a time, then Finish', async ({ page }) => {
  await open(page, 'ui/01-fiery-justice-division.json');
  await castFieryJustice(page);
  await page.getByRole('button', { name: 'Resolve step by step' }).click();

  const steps = region(page, 'Step by step');
  const next = steps.getByTestId('next-step');
  await expect(next).toHaveText('Fiery Justice deals 3 damage to Hill Giant and 2 damage to Ben');
  await expect(steps.getByRole('button', { name: 'Rule 608.2c: show its text' })).toBeVisible();
  // Resolving again can't act while this resolution is stepped through: disabled, saying why.
  await expect(page.getByRole('button', { name: 'Resolve top of stack' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Resolve top of stack' })).toHaveAccessibleDescription(/already resolving/);
  await shot(page, 'step-panel');

  await steps.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^18/);
  await expect(next).toHaveText('Ben gains 5 life (Fiery Justice)');
  const log = region(page, 'Log');
  await expect(log.locator('[data-fresh]')).toContainText(['Fiery Justice deals 3 damage to Hill Giant']);

  await steps.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('life-p2')).toHaveText(/^23/);
  await expect(next).not.toHaveText('Ben gains 5 life (Fiery Justice)');
  await steps.getByRole('button', { name: 'Finish' }).click();
  await expect(steps).toHaveCount(0);
  await expect(region(page, 'Stack')).toContainText('The stack is empty.');
  await expect(region(page, "Ben's graveyard")).toContainText('Hill Giant');
  await expect(page.getByTestId('priority')).toHaveText('Priority: Ann');
});
