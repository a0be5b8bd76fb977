// Rules text with its symbols drawn: "{T}: Add {G}." shows a tap symbol and a green mana symbol.
import { Fragment } from 'react';
import { ManaSymbols } from './ManaSymbols';

const PART = /(\{[^{}]+\})/;

export function SymbolText({ text }: { text: string }) {
  return (
    <>
      {text.split(PART).map((part, i) => {
        if (!PART.test(part)) return <Fragment key={i}>{part}</Fragment>;
        if (part === '{T}' || part === '{Q}') {
          const label = part === '{T}' ? 'tap' : 'untap';
          return (
            <span
              key={i}
              role="img"
              aria-label={label}
              title={label}
              className="inline-flex h-[1.35em] min-w-[1.35em] items-center justify-center rounded-full bg-slate-300 px-[0.2em] align-middle text-[0.8em] font-bold leading-none text-slate-900"
            >
              {part === '{T}' ? '↷' : '↶'}
            </span>
          );
        }
        return <ManaSymbols key={i} cost={part} />;
      })}
    </>
  );
}
