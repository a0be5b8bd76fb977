/** A card's name as an id: "Grizzly Bears" gives "grizzly-bears". Never a card name (those have capitals). */
export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'card';
}
