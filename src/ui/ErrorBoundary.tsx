// A region of the page (or the whole page) that met an error it did not expect shows what
// happened instead of blanking the page (issue 12), and offers what a judge needs then: a copy of
// the game, or the demo. It never touches the game store: the game and its timeline stay as they
// were, the other regions go on working, and "Open the demo" keeps this game in Recent games.
import { Component, type ContextType, type ReactNode } from 'react';
import type { GameStoreApi } from '../store/game';
import { ScenarioError } from '../scenario/errors';
import { GameContext } from './context';
import { openScenario } from './session/openGame';
import { DEMO, fetchScenario } from './session/scenarioUrl';
import { download, fileName, gameDocument } from './workbench/files';
import { SMALL } from './styles';

type Props = {
  /** What the region is, as a sentence's subject: "The stack", "The board". */
  region: string;
  /** The game, where the boundary sits above the game's context (the page's root). */
  api?: GameStoreApi | null;
  children: ReactNode;
};
type State = { error: Error | null; status: string };

function reason(e: unknown): string {
  return e instanceof ScenarioError ? e.reason : e instanceof Error ? e.message : String(e);
}

export class ErrorBoundary extends Component<Props, State> {
  static contextType = GameContext;
  declare context: ContextType<typeof GameContext>;
  state: State = { error: null, status: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), status: '' };
  }

  private game(): GameStoreApi | null {
    return this.props.api ?? this.context;
  }

  private exportGame = () => {
    const api = this.game();
    if (!api) return;
    try {
      const name = fileName(api.getState().title);
      download(name, gameDocument(api.getState()));
      this.setState({ status: `The game was written to ${name}.` });
    } catch (e) {
      this.setState({ status: `This game can't be written with its actions: ${reason(e)}.` });
    }
  };

  private openDemo = async () => {
    const api = this.game();
    if (!api) return;
    try {
      openScenario(api, await fetchScenario(DEMO), 'position');
      this.setState({ error: null, status: '' });
    } catch (e) {
      this.setState({ status: `The demo can't be opened: ${reason(e)}.` });
    }
  };

  private retry = () => this.setState({ error: null, status: '' });

  render() {
    const { error, status } = this.state;
    if (!error) return this.props.children;
    const { region } = this.props;
    const hasGame = this.game() !== null;
    return (
      <section role="alert" aria-label={`${region}: error`} className="flex flex-col gap-2 rounded-xl border-2 border-red-400 bg-red-950 p-3 text-sm text-red-50">
        <h2 className="font-bold">{region} can't be shown</h2>
        <p>
          The sandbox met an error it did not expect: <code className="rounded bg-slate-950/40 px-1 font-mono">{error.message || error.name}</code>
        </p>
        {hasGame && <p>The game and its timeline are kept. Export it to keep a copy, or open the demo: this game then waits in Recent games (Share &amp; files).</p>}
        <div className="flex flex-wrap gap-2">
          {hasGame && (
            <>
              <button type="button" onClick={this.exportGame} className={SMALL}>
                Export the game
              </button>
              <button type="button" onClick={this.openDemo} className={SMALL}>
                Open the demo
              </button>
            </>
          )}
          <button type="button" onClick={this.retry} className={SMALL}>
            Try again
          </button>
        </div>
        {status && <p role="status">{status}</p>}
      </section>
    );
  }
}
