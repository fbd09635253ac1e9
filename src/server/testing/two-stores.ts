// Two app servers' stores on one scratch PostgreSQL, each with its own connection pool (the
// multi-server tests), and the mail settings such a test's servers send with.
import { IN_MEMORY, openDatabase, type Database } from '../db/client'
import { createSqlStore, type SqlStore } from '../db/sql-store'
import { createScratchPostgres, TEST_POSTGRES_URL } from './test-databases'

export type TwoStores = {
  databases: Database[]
  stores: SqlStore[]
  /** Closes both pools and drops the scratch database. */
  close: () => Promise<void>
}

/** Needs TEST_DATABASE_URL (the callers skip without it). */
export async function openTwoStores(poolSize = 5): Promise<TwoStores> {
  const scratch = await createScratchPostgres(TEST_POSTGRES_URL as string)
  const databases: Database[] = []
  try {
    for (let i = 0; i < 2; i++) {
      databases.push(await openDatabase({ dataDir: IN_MEMORY, databaseUrl: scratch.url, poolSize }))
    }
  } catch (error) {
    for (const database of databases) await database.close()
    await scratch.drop()
    throw error
  }
  return {
    databases,
    stores: databases.map((database) => createSqlStore(database.db, database.kind)),
    close: async () => {
      for (const database of databases) await database.close()
      await scratch.drop()
    },
  }
}

/** What mailSettingsOf reads: a sender, a public address, and the test mail server's host:port. */
export const testMailConfig = (server: string) => ({
  server,
  from: 'office@sunrise.example',
  replyTo: null,
  publicUrl: 'https://crm.example.com',
  publicUrlIsSet: true,
})
