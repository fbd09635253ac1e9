// The phonebook keypad: digits, '+', '*' and '#' only; buttons stop at 16 characters (SPEC
// section 5); typed or pasted text keeps only those characters. Call and text use device links.
import { Delete, MessageSquareText, Phone } from 'lucide-react'
import { useId } from 'react'
import {
  backspace,
  KEYPAD_MAX_LENGTH,
  keypadKeys,
  pressKey,
  sanitizeKeypadInput,
} from '../../../domain/messages/keypad'
import { smsHref, telHref } from '../../../domain/messages/phone'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

const letters: Record<string, string> = {
  '2': 'ABC',
  '3': 'DEF',
  '4': 'GHI',
  '5': 'JKL',
  '6': 'MNO',
  '7': 'PQRS',
  '8': 'TUV',
  '9': 'WXYZ',
  '0': '+',
}

export function PhonebookKeypad({
  number,
  onChange,
}: {
  number: string
  onChange: (number: string) => void
}) {
  const id = useId()
  const isEmpty = number === ''
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Phone number</Label>
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={number}
          onChange={(event) => onChange(sanitizeKeypadInput(event.currentTarget.value))}
          className="h-14 text-center text-2xl font-semibold tracking-wider tabular-nums md:h-14 md:text-2xl"
        />
        <p className="text-right text-xs text-muted-foreground" aria-live="polite">
          {number.length}/{KEYPAD_MAX_LENGTH}
        </p>
      </div>
      <div
        className="mx-auto grid w-full max-w-xs grid-cols-3 gap-3"
        role="group"
        aria-label="Keypad"
      >
        {keypadKeys.map((key) => (
          <button
            key={key}
            type="button"
            aria-label={key}
            onClick={() => onChange(pressKey(number, key))}
            className="flex h-16 cursor-pointer flex-col items-center justify-center rounded-2xl bg-muted text-2xl font-medium transition-colors outline-none select-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:bg-primary/15"
          >
            {key}
            {letters[key] ? (
              <span
                aria-hidden="true"
                className="text-[10px] font-semibold tracking-widest text-muted-foreground"
              >
                {letters[key]}
              </span>
            ) : null}
          </button>
        ))}
        <button
          type="button"
          aria-label="+"
          onClick={() => onChange(pressKey(number, '+'))}
          className="flex h-12 cursor-pointer items-center justify-center rounded-2xl text-xl font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          +
        </button>
        <Button asChild={!isEmpty} size="lg" className="h-12 rounded-2xl" disabled={isEmpty}>
          {isEmpty ? (
            <span>
              <Phone aria-hidden="true" />
              Call
            </span>
          ) : (
            <a href={telHref(number)}>
              <Phone aria-hidden="true" />
              Call
            </a>
          )}
        </Button>
        <Button
          variant="ghost"
          size="lg"
          className="h-12 rounded-2xl"
          aria-label="Delete last digit"
          disabled={isEmpty}
          onClick={() => onChange(backspace(number))}
        >
          <Delete aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {!isEmpty ? (
        <Button asChild variant="outline" className="mx-auto min-h-11">
          <a href={smsHref(number, '')}>
            <MessageSquareText aria-hidden="true" />
            Text this number
          </a>
        </Button>
      ) : null}
    </div>
  )
}
