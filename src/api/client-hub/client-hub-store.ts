// The client hub's settings port (issue #31): the server keeps them in a one-row table; the
// browser-only demo has no public pages and none (StoreTx.clientHub is null there).
import type { ClientHubSettings } from '../../domain/client-hub/client-hub-settings'

export type ClientHubTx = {
  /** The settings (the defaults when none are stored). */
  getSettings(): Promise<ClientHubSettings>
  saveSettings(settings: ClientHubSettings): Promise<void>
}
