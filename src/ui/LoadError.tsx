// Why the scenario the address asked for can't be set up. The page goes on with the demo.
export function LoadError({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  return (
    <div role="alert" aria-label="Scenario error" className="m-3 mb-0 flex items-start gap-3 rounded-lg border-2 border-red-400 bg-red-950 px-3 py-2 text-sm text-red-50">
      <div className="flex-1">
        <h1 className="font-bold">This scenario can't be set up</h1>
        <p>{message}</p>
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="rounded px-2 text-red-200 hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-sky-300">
          Dismiss
        </button>
      )}
    </div>
  );
}
