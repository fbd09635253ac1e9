// Today's day picker: previous day, today, next day and a date input, each a 44 px target. The day
// lives in the URL (?date=YYYY-MM-DD); `onChange(null)` goes back to the business's today.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { addDays, dayStringSchema } from '../../../domain/projects/today'
import { Button } from '../../components/ui/button'
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
    <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Day">
      <Button
        variant="outline"
        size="icon-lg"
        aria-label="Previous day"
        onClick={() => onChange(addDays(date, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        className="h-11"
        aria-pressed={isToday}
        onClick={() => onChange(null)}
      >
        Today
      </Button>
      <Button
        variant="outline"
        size="icon-lg"
        aria-label="Next day"
        onClick={() => onChange(addDays(date, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
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
            if (dayStringSchema.safeParse(value).success) onChange(value)
          }}
        />
      </div>
    </div>
  )
}
