// Rules text with its symbols drawn: "{T}: Add {G}." shows a tap symbol and a green mana symbol.
import { Fragment } from 'react';
import { ManaSymbol } from './ManaSymbol';
import { ManaSymbols } from './ManaSymbols';

const PART = /(\{[^{}]+\})/;

export function SymbolText({ text }: { text: string }) {
  return (
    <>
      {text.split(PART).map((part, i) => {
        if (!PART.test(part)) return <Fragment key={i}>{part}</Fragment>;
        if (part === '{T}') return <ManaSymbol key={i} sym={{ kind: 'tap' }} />;
        if (part === '{Q}') return <ManaSymbol key={i} sym={{ kind: 'untap' }} />;
        return <ManaSymbols key={i} cost={part} />;
      })}
    </>
  );
}
