// Attachment on the page (issue 15, item 3): an Aura or Equipment says what it is attached to, and
// equip (702.6a) is offered like any activated ability, its target chosen on the board.
import { expect, test } from '@playwright/test';
import { open, region } from './page';

test('each attachment names its host; equip moves Bonesplitter by keyboard', async ({ page }) => {
  await open(page, 'ui/20-attachments.json');
  const splitter = page.getByTestId('card-splitter');
  await expect(splitter).toContainText('Bonesplitter');
  await expect(page.getByTestId('card-pacifism')).toHaveAccessibleName(/attached to Grizzly Bears/);
  await expect(splitter).toHaveAccessibleName(/attached to Runeclaw Bear/);
  await expect(page.getByTestId('card-bears')).toHaveAccessibleName(/with Pacifism attached/);
  // Seen too, under the card.
  await expect(page.getByTestId('attached-to').filter({ hasText: 'Grizzly Bears' })).toBeVisible();

  // Equip: the card's one activated ability, by keyboard; its target clicked on the board.
  await splitter.focus();
  await page.keyboard.press('Enter');
  const panel = region(page, "Activate Bonesplitter's ability");
  await expect(panel.getByRole('status')).toContainText('target creature you control');
  await expect(page.getByTestId('card-bears')).not.toHaveAttribute('data-legal');
  await page.getByTestId('card-elves').focus();
  await page.keyboard.press('Enter');
  // With the target chosen and the pool able to pay, the activation completes.
  await expect(panel).toHaveCount(0);
  await expect(region(page, 'Stack')).toContainText('Bonesplitter');
  await page.getByRole('button', { name: 'Resolve top of stack' }).click();
  await expect(page.getByTestId('card-splitter')).toHaveAccessibleName(/attached to Llanowar Elves/);
});
