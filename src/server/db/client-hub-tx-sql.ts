// The client hub's settings port (api/client-hub/client-hub-store.ts) on SQL: one row, id 1.
import { eq } from 'drizzle-orm'
import type { ClientHubTx } from '../../api/client-hub/client-hub-store'
import {
  clientHubSettingsSchema,
  DEFAULT_CLIENT_HUB_SETTINGS,
} from '../../domain/client-hub/client-hub-settings'
import type { Executor } from './executor'
import { clientHubSettings } from './schema'

export function createClientHubTx(db: Executor): ClientHubTx {
  return {
    async getSettings() {
      const rows = await db.select().from(clientHubSettings).where(eq(clientHubSettings.id, 1))
      if (!rows[0]) return { ...DEFAULT_CLIENT_HUB_SETTINGS }
      const { id: _id, ...settings } = rows[0]
      return clientHubSettingsSchema.parse(settings)
    },
    async saveSettings(settings) {
      await db
        .insert(clientHubSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({ target: clientHubSettings.id, set: settings })
    },
  }
}
