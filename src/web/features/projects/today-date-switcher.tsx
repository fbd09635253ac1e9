// Today's day picker: previous day, today, next day (day-stepper.tsx) and a date input. The day
// lives in the URL (?date=YYYY-MM-DD); `onChange(null)` goes back to the business's today.
import { isDayString } from '../../../domain/projects/today'
import { DayStepper } from '../../components/day-stepper'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

export type TodayDateSwitcherProps = {
  /** The day shown (YYYY-MM-DD). */
  date: string
  isToday: boolean
  onChange: (date: string | null) => void
}

export function TodayDateSwitcher({ date, isToday, onChange }: TodayDateSwitcherProps) {
  return (
    <DayStepper
      unit="day"
      value={date}
      isCurrent={isToday}
      currentLabel="Today"
      onChange={onChange}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="today-date" className="sr-only">
          Date
        </Label>
        <Input
          id="today-date"
          type="date"
          className="h-11 w-auto"
          value={date}
          onChange={(event) => {
            const value = event.target.value
            if (isDayString(value)) onChange(value)
          }}
        />
      </div>
    </DayStepper>
  )
}
