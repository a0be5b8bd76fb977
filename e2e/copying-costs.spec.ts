// The cast panel offers the optional costs that copy a spell or share its payment, clicked as a
// user does: casualty (702.153a), conspire (702.78a), replicate (702.56a, paid N times) and assist
// (702.132a). Positions come from public/scenarios/keywords-702-w6 (their scripts aren't run).
import { expect, test } from '@playwright/test';
import { open, region } from './page';

test("Light 'Em Up with casualty 2: Grizzly Bears sacrificed, the spell copied, Hill Giant dies", async ({ page }) => {
  await open(page, 'keywords-702-w6/07-casualty-light-em-up.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Light 'Em Up/ }).click();
  const panel = region(page, "Cast Light 'Em Up");
  await panel.getByRole('checkbox', { name: /^Pay the casualty cost: sacrifice a creature with power 2 or greater/ }).check();
  await panel.getByRole('button', { name: 'Next' }).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('casualty 2: sacrifice a creature with power 2 or greater');
  await expect(panel.getByRole('button', { name: 'Rule 702.153a: show its text' })).toBeVisible();
  // Llanowar Elves has power 1: not offered.
  await expect(page.getByTestId('card-elves')).not.toHaveAttribute('data-legal');
  await page.getByTestId('card-bears').click();
  await page.getByTestId('card-giant').click();
  await expect(panel.getByRole('list', { name: 'Choices so far' })).toContainText('Pays its casualty cost (702.153a)');
  await expect(panel.getByTestId('total-cost')).toContainText('sacrifice Grizzly Bears');
  await panel.getByRole('button', { name: "Cast Light 'Em Up" }).click();
  await expect(panel).toHaveCount(0);

  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Light 'Em Up, ability, controlled by Ann/ })).toBeVisible();
  await expect(region(page, "Ann's graveyard")).toContainText('Grizzly Bears');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await region(page, "Targets for Copy of Light 'Em Up").getByRole('button', { name: 'Confirm targets' }).click();
  await expect(stack.getByRole('article', { name: /^Light 'Em Up, copy of a spell, controlled by Ann, targeting Hill Giant/ })).toBeVisible();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Hill Giant');
});

test('Burn Trail with conspire: two red creatures tapped, not the green Elves; the copy hits the Bears', async ({ page }) => {
  await open(page, 'keywords-702-w6/08-conspire-burn-trail.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Burn Trail/ }).first().click();
  const panel = region(page, 'Cast Burn Trail');
  await panel.getByRole('checkbox', { name: /^Pay the conspire cost: tap two untapped creatures you control that each share a color with it/ }).check();
  await panel.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('status')).toContainText('conspire: tap two untapped creatures you control that each share a color with it');
  await expect(page.getByTestId('card-elves')).not.toHaveAttribute('data-legal');
  await page.getByTestId('card-g1').click();
  await page.getByTestId('card-g2').click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(panel.getByTestId('total-cost')).toContainText('tap Raging Goblin');
  await panel.getByRole('button', { name: 'Cast Burn Trail' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('card-g1')).toHaveAccessibleName(/tapped/);
  await expect(page.getByTestId('card-elves')).toHaveAccessibleName(/untapped/);

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  const targets = region(page, 'Targets for Copy of Burn Trail');
  await page.getByTestId('card-bears').click();
  await targets.getByRole('button', { name: 'Confirm targets' }).click();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Grizzly Bears');
  await expect(page.getByTestId('life-p2')).toHaveText(/^17/);
});

test('Pyromatics with its replicate cost paid twice: two copies, each with its own target', async ({ page }) => {
  await open(page, 'keywords-702-w6/11-replicate-pyromatics.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Pyromatics/ }).click();
  const panel = region(page, 'Cast Pyromatics');
  await panel.getByRole('spinbutton', { name: /^Times to pay the replicate cost/ }).fill('2');
  await panel.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Ben, 20 life/ }).click();
  await expect(panel.getByRole('list', { name: 'Choices so far' })).toContainText('Pays its replicate cost twice (702.56a)');
  // {1}{R} + 2 x {1}{R}: six mana (601.2f).
  await expect(panel.getByTestId('total-cost').getByRole('img', { name: 'red mana' })).toHaveCount(3);
  await expect(panel.getByTestId('total-cost')).toContainText('replicate paid 2 times');
  await panel.getByRole('button', { name: 'Cast Pyromatics' }).click();
  await expect(panel).toHaveCount(0);
  await expect(region(page, "Ann's mana pool")).toContainText('empty');

  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await page.getByTestId('card-elves').click();
  await region(page, 'Targets for Copy of Pyromatics').getByRole('button', { name: 'Confirm targets' }).click();
  await region(page, 'Targets for Copy of Pyromatics').getByRole('button', { name: 'Confirm targets' }).click();
  const stack = region(page, 'Stack');
  await expect(stack.getByRole('article', { name: /^Pyromatics, copy of a spell/ })).toHaveCount(2);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ben's graveyard")).toContainText('Llanowar Elves');
  await expect(page.getByTestId('life-p2')).toHaveText(/^18/);
});

test('Charging Binox with assist: Ben pays five of its generic mana from his pool, Ann the rest', async ({ page }) => {
  await open(page, 'keywords-702-w6/13-assist-charging-binox.json');
  await region(page, "Ann's hand").getByRole('button', { name: /^Charging Binox/ }).click();
  const panel = region(page, 'Cast Charging Binox');
  await expect(panel).toContainText('Assist: another player may pay any amount of the generic mana from their mana pool');
  await panel.getByLabel('Player who assists').selectOption({ label: 'Ben (8 mana in pool)' });
  await panel.getByRole('spinbutton', { name: 'Generic mana they pay' }).fill('5');
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('list', { name: 'Choices so far' })).toContainText(/Ben assists, paying.*of the generic mana \(702\.132a\)/);
  await expect(panel.getByTestId('total-cost')).toContainText('Ben pays {5} of the generic mana (assist)');
  await panel.getByRole('button', { name: 'Cast Charging Binox' }).click();
  await expect(panel).toHaveCount(0);
  await expect(region(page, "Ann's mana pool")).toContainText('empty');
  await expect(region(page, "Ben's mana pool").getByRole('img', { name: 'blue mana' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(region(page, "Ann's battlefield")).toContainText('Charging Binox');
});
