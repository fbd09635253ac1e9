// "Repeats" (issue #34): does not repeat, every N days / weeks (on chosen weekdays) / months (on day
// N or on "the second Tuesday"), or N days after the last visit was done; ends never, on a date or
// after N visits. A fieldset of native controls: labelled, keyboard and screen-reader friendly.
import { WEEKDAYS, WEEKDAY_NAMES } from '../../../domain/projects/recurrence-rule'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { monthPlaceOf, type RepeatChoice, type RepeatFrequency } from './repeat-choice'

const ORDINALS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const

const UNIT: Record<RepeatFrequency, string> = {
  none: '',
  DAILY: 'days',
  WEEKLY: 'weeks',
  MONTHLY: 'months',
  'after-done': 'days after the last visit was done',
}

export type RepeatFieldsProps = {
  id: string
  value: RepeatChoice
  onChange: (next: RepeatChoice) => void
  /** The first visit's start (epoch ms), for the monthly choices' wording; null before a date. */
  date: number | null
  /** Shown under the controls (a message of repeatProblem). */
  error?: string | null
}

export function RepeatFields({ id, value, onChange, date, error }: RepeatFieldsProps) {
  const set = (patch: Partial<RepeatChoice>) => onChange({ ...value, ...patch })
  const place = date === null ? null : monthPlaceOf(date)
  const repeats = value.frequency !== 'none'
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium">Repeats</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-frequency`} className="text-sm">
          How often
        </label>
        <Select
          id={`${id}-frequency`}
          value={value.frequency}
          onChange={(event) => set({ frequency: event.currentTarget.value as RepeatFrequency })}
        >
          <option value="none">Does not repeat</option>
          <option value="DAILY">Daily</option>
          <option value="WEEKLY">Weekly</option>
          <option value="MONTHLY">Monthly</option>
          <option value="after-done">After the last visit is done</option>
        </Select>
      </div>
      {repeats ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-interval`} className="text-sm">
              {value.frequency === 'after-done' ? 'Next visit' : 'Every'}
            </label>
            <Input
              id={`${id}-interval`}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              className="w-20"
              value={Number.isNaN(value.interval) ? '' : value.interval}
              onChange={(event) => set({ interval: event.currentTarget.valueAsNumber })}
            />
            <span className="text-sm text-muted-foreground">{UNIT[value.frequency]}</span>
          </div>
          {value.frequency === 'WEEKLY' ? (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="text-sm">On</legend>
              <div className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((day) => {
                  const isOn = value.by_day.includes(day)
                  return (
                    <label
                      key={day}
                      className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border px-2 text-sm md:min-h-9"
                    >
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={isOn}
                        onChange={() =>
                          set({
                            by_day: isOn
                              ? value.by_day.filter((d) => d !== day)
                              : [...value.by_day, day],
                          })
                        }
                      />
                      <span aria-hidden="true">{WEEKDAY_NAMES[day].slice(0, 3)}</span>
                      <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
                    </label>
                  )
                })}
              </div>
              <p className="text-xs text-muted-foreground">
                None ticked: the first visit’s weekday.
              </p>
            </fieldset>
          ) : null}
          {value.frequency === 'MONTHLY' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-monthly`} className="text-sm">
                On
              </label>
              <Select
                id={`${id}-monthly`}
                value={value.monthly}
                onChange={(event) =>
                  set({ monthly: event.currentTarget.value as RepeatChoice['monthly'] })
                }
              >
                <option value="day">
                  {place ? `Day ${place.day} of the month` : 'The same day of the month'}
                </option>
                <option value="weekday">
                  {place
                    ? `The ${ORDINALS[place.position]} ${WEEKDAY_NAMES[place.weekday]}`
                    : 'The same weekday of the month'}
                </option>
              </Select>
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-end`} className="text-sm">
              Ends
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <Select
                id={`${id}-end`}
                className="w-auto"
                value={value.end}
                onChange={(event) => set({ end: event.currentTarget.value as RepeatChoice['end'] })}
              >
                <option value="count">After a number of visits</option>
                <option value="until">On a date</option>
                <option value="never">Never (a year of visits kept ahead)</option>
              </Select>
              {value.end === 'count' ? (
                <Input
                  id={`${id}-count`}
                  aria-label="Number of visits"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={500}
                  className="w-24"
                  value={Number.isNaN(value.count) ? '' : value.count}
                  onChange={(event) => set({ count: event.currentTarget.valueAsNumber })}
                />
              ) : null}
              {value.end === 'until' ? (
                <Input
                  id={`${id}-until`}
                  aria-label="Last day"
                  type="date"
                  className="w-40"
                  value={value.until}
                  onChange={(event) => set({ until: event.currentTarget.value })}
                />
              ) : null}
            </div>
          </div>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
