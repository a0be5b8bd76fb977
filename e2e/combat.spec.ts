// Combat on the page as a judge runs it (issue 14, point 5): attackers clicked on the board, a
// double block, the attacker's damage divided with − and +, the result on the board and in the
// log with its rules; and an illegal attacker refused with its rule, the choice still pending.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { region } from './page';

const SCENARIO = '/?scenario=ui/08-combat-double-block.json';

async function toDeclareAttackers(page: Page) {
  await page.goto(SCENARIO);
  await page.getByLabel('Advance to').selectOption('declareAttackers');
  await expect(region(page, 'Choice')).toContainText('declares attackers');
}

test('two attackers, one blocked by two creatures, its damage divided with − and +: the result and the log (508.1, 509.1, 510.2)', async ({ page }) => {
  await toDeclareAttackers(page);
  const choice = region(page, 'Choice');
  const bears = page.getByTestId('card-bears');
  const giant = page.getByTestId('card-giant');
  // A click chooses an attacker (it taps nothing for mana); a second click takes it back.
  await expect(bears).toHaveAttribute('aria-pressed', 'false');
  await bears.click();
  await expect(bears).toHaveAttribute('aria-pressed', 'true');
  await expect(bears).toHaveAccessibleName(/Attacking → Ben/);
  await giant.click();
  await giant.click();
  await expect(giant).toHaveAttribute('aria-pressed', 'false');
  // The keyboard does the same: the cards are buttons, the arrow keys move among them.
  await bears.focus();
  await page.keyboard.press('ArrowRight');
  await expect(giant).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(giant).toHaveAttribute('aria-pressed', 'true');
  await expect(choice.getByRole('list', { name: 'Chosen attackers' })).toContainText('Hill Giant attacks Ben');
  await expect(page.getByTestId('arrows').locator('[data-kind="attack"]')).toHaveCount(2);
  await expect(region(page, 'Combat')).toContainText('preview');
  await choice.getByRole('button', { name: 'Attack', exact: true }).click();
  await expect(region(page, 'Log')).toContainText(/Ann declares .*attacking Ben/);
  await expect(giant).toHaveAccessibleName(/tapped.*Attacking → Ben/);

  // Ben blocks Hill Giant with two creatures: a blocker, then the attacker, twice.
  await page.getByLabel('Advance to').selectOption('declareBlockers');
  await expect(choice).toContainText('Ben');
  const benBears = page.getByTestId('card-benBears');
  const lions = page.getByTestId('card-lions');
  await benBears.click();
  await giant.click();
  await lions.click();
  await giant.click();
  await expect(lions).toHaveAccessibleName(/Blocking Hill Giant/);
  await expect(giant).toHaveAccessibleName(/blocked by Grizzly Bears and Savannah Lions/);
  await expect(page.getByTestId('arrows').locator('[data-kind="block"]')).toHaveCount(2);
  await expect(region(page, 'Combat')).toContainText('will die');
  await choice.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(region(page, 'Log')).toContainText(/Ben declares Grizzly Bears blocking .*Hill Giant/);

  // Hill Giant's 3 damage, divided among its blockers (510.1c): Assign waits for all 3.
  await page.getByLabel('Advance to').selectOption('combatDamage');
  await expect(choice).toContainText('lethal: 2');
  const assign = choice.getByRole('button', { name: 'Assign' });
  await expect(assign).toBeDisabled();
  const more = (name: string) => choice.getByRole('button', { name: `One more damage to ${name}` });
  const less = (name: string) => choice.getByRole('button', { name: `One less damage to ${name}` });
  await more('Grizzly Bears').click();
  await more('Grizzly Bears').click();
  await more('Grizzly Bears').click();
  await expect(more('Savannah Lions')).toBeDisabled();
  await less('Grizzly Bears').click();
  await more('Savannah Lions').click();
  await expect(choice.getByTestId('damage-left')).toHaveText('0');
  await assign.click();

  // The result: Ben's two blockers and Hill Giant in graveyards, Ben at 18.
  await expect(page.getByTestId('life-p2')).toContainText('18');
  await expect(page.getByTestId('life-p1')).toContainText('20');
  await expect(region(page, "Ann's graveyard")).toContainText('Hill Giant');
  await expect(region(page, "Ben's graveyard")).toContainText('Grizzly Bears');
  await expect(region(page, "Ben's graveyard")).toContainText('Savannah Lions');
  await expect(region(page, "Ann's battlefield").getByTestId('card-bears')).toBeVisible();
  const log = region(page, 'Log');
  for (const rule of ['508.1', '509.1', '510.2']) await expect(log.getByRole('button', { name: `Rule ${rule}: show its text` }).first()).toBeVisible();
});

test('a summoning-sick attacker is refused with 508.1a; the choice and the selection stay', async ({ page }) => {
  await toDeclareAttackers(page);
  const choice = region(page, 'Choice');
  await expect(choice.getByRole('list', { name: "Creatures that can't attack" })).toContainText("Llanowar Elves can't attack");
  const elves = page.getByTestId('card-elves');
  await elves.click();
  await expect(elves).toHaveAttribute('aria-pressed', 'true');
  await choice.getByRole('button', { name: 'Attack', exact: true }).click();
  const alert = page.getByRole('alert', { name: 'Refused action' });
  await expect(alert).toContainText("Llanowar Elves can't attack");
  await expect(alert).toContainText('508.1a');
  await expect(choice).toContainText('declares attackers');
  await expect(elves).toHaveAttribute('aria-pressed', 'true');
  // No attacks: the declaration is made, nobody attacks.
  await choice.getByRole('button', { name: 'No attacks' }).click();
  await expect(region(page, 'Log')).toContainText('Ann declares no attackers');
});

test('two opponents: the menu asks whom an attacker attacks, or a click on the player; axe finds nothing serious', async ({ page }) => {
  await page.goto('/?scenario=ui/09-combat-three-players.json');
  await page.getByLabel('Advance to').selectOption('declareAttackers');
  const choice = region(page, 'Choice');
  await expect(choice).toContainText('declares attackers');
  await page.getByTestId('card-bears').click();
  const menu = page.getByRole('menu', { name: 'What Grizzly Bears attacks' });
  // Escape closes the menu, choosing nothing; the click opens it again.
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('card-bears')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('card-bears').click();
  await expect(menu.getByRole('menuitem', { name: 'Attack Ben' })).toBeFocused();
  await menu.getByRole('menuitem', { name: 'Attack Ben' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/Attacking → Ben/);
  await page.getByTestId('card-giant').click();
  await page.getByRole('button', { name: /^Cara, 20 life, legal target/ }).click();
  await expect(page.getByTestId('card-giant')).toHaveAccessibleName(/Attacking → Cara/);

  await expectNoSeriousViolations(page, 'attackers declared in a four-player game');

  await choice.getByRole('button', { name: 'Attack', exact: true }).click();
  await page.getByLabel('Advance to').selectOption('endOfCombat');
  await expect(page.getByTestId('life-p2')).toContainText('18');
  await expect(page.getByTestId('life-p3')).toContainText('17');
});
