import { useId } from 'react';
import { CLOUD_PLAY_LAUNCH_IDS } from '@d2d/contract';
import type { ActiveLaunch } from '@d2d/core';

/** The four launch choices of spec §2, with their Cloud Play launch ids (§9). */
export const LAUNCH_CHOICES = [
  { gameId: CLOUD_PLAY_LAUNCH_IDS.windows, label: 'Windows desktop' },
  { gameId: CLOUD_PLAY_LAUNCH_IDS.steam, label: 'Steam' },
  { gameId: CLOUD_PLAY_LAUNCH_IDS.origin, label: 'Origin' },
  { gameId: CLOUD_PLAY_LAUNCH_IDS.blizzard, label: 'Blizzard' },
] as const;

/** Props of {@link LaunchPanel}. */
export interface LaunchPanelProps {
  /** Launches the choice (the page opens the streaming client). */
  onLaunch: (gameId: number) => void;
  /** The launch holding the lock (`store.streaming.launch`): every choice is disabled while set. */
  launching: ActiveLaunch | null;
  /** Why the last launch failed (spec §8 texts), shown as an alert. */
  error?: string | null;
  /** The panel's heading (default 'Launch Cloud Play'). */
  title?: string;
}

/**
 * The Cloud Play launch panel (spec §2): Windows desktop, Steam, Origin and Blizzard. A launch
 * locks every choice until the streaming client reports done or failure (spec §4), and says so.
 * @example
 * <LaunchPanel launching={useSignalValue(store.streaming.launch)} onLaunch={(id) => launch(id)} error={error} />
 */
export function LaunchPanel({ onLaunch, launching, error, title = 'Launch Cloud Play' }: LaunchPanelProps) {
  const hintId = useId();
  const active = launching?.kind === 'cloudPlay' ? LAUNCH_CHOICES.find((c) => c.gameId === launching.gameId) : undefined;
  return (
    <fieldset className="d2d-launch-panel" aria-describedby={hintId}>
      <legend className="d2d-launch-panel__title">{title}</legend>
      <p id={hintId} className="d2d-launch-panel__hint">
        Start your Cloud Play machine on the Windows desktop or straight into your Steam, Origin or Blizzard library.
      </p>
      <div className="d2d-launch-panel__choices">
        {LAUNCH_CHOICES.map((choice) => (
          <button
            key={choice.gameId}
            type="button"
            className="d2d-button d2d-launch-panel__choice"
            disabled={launching !== null}
            onClick={() => onLaunch(choice.gameId)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <p className="d2d-launch-panel__status" role="status">
        {launching ? `Launching ${active?.label ?? 'your game'}… waiting for the streaming client.` : ''}
      </p>
      {error && (
        <p className="d2d-launch-panel__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
