// Choosing a record in a RecordPicker the way a user does: open the combobox named by its label,
// wait for the server's answer, click the option.
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

export async function pickRecord(
  user: UserEvent,
  label: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await user.click(await screen.findByRole('combobox', { name: label }))
  if (search !== undefined) await user.type(screen.getByPlaceholderText(/^Search /), search)
  await user.click(await screen.findByRole('option', { name: option }))
}
