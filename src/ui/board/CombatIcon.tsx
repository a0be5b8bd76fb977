// A sword for an attacking creature, a shield for a blocking one (506.4), drawn rather than an
// emoji so every system shows them. Decoration: the card's name says it in words.
export function CombatIcon({ role }: { role: 'attacking' | 'blocking' }) {
  return (
    <svg aria-hidden="true" data-icon={role} viewBox="0 0 16 16" className="h-3 w-3 shrink-0" fill="currentColor">
      {role === 'attacking' ? (
        // A sword, point up and to the right.
        <path d="M14.5 1.5 9 2.6 3.9 7.7l-1.3-1.3-1.1 1.1 2 2L1 12l1.1 1.1.9-.9L4 13.9l-1 1 1.1 1.1 2.4-2.5 2 2 1.1-1.1-1.3-1.3 5.1-5.1L15 3zM5.3 9.1l4.4-4.4 1.6 1.6-4.4 4.4z" />
      ) : (
        // A shield.
        <path d="M8 1 2 3.2v4.3C2 11.2 4.6 14 8 15c3.4-1 6-3.8 6-7.5V3.2zm0 1.6 4.5 1.7v3.2c0 2.8-1.9 5-4.5 5.9z" />
      )}
    </svg>
  );
}
