// The phonebook panel (SPEC: global overlays): Contacts, Keypad and Details tabs.
import { useState } from 'react'
import { Sheet, SheetContent, SheetHeader } from '../../components/ui/sheet'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { PhonebookContacts } from './phonebook-contacts'
import { PhonebookDetails } from './phonebook-details'
import { PhonebookKeypad } from './phonebook-keypad'
import type { OverlayProps } from '../../components/overlay-props'

type PhonebookView = 'contacts' | 'keypad' | 'details'

export function PhonebookPanel({ open, onOpenChange }: OverlayProps) {
  const [view, setView] = useState<PhonebookView>('contacts')
  const [personId, setPersonId] = useState<string | null>(null)
  const [number, setNumber] = useState('')

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader title="Phonebook" description="Call, text or e-mail your contacts" />
        <Tabs
          value={view}
          onValueChange={(value) => setView(value as PhonebookView)}
          className="min-h-0 flex-1 gap-0"
        >
          <div className="border-b px-4 py-2">
            <TabsList aria-label="Phonebook views" className="grid h-11 w-full grid-cols-3">
              <TabsTrigger value="contacts">Contacts</TabsTrigger>
              <TabsTrigger value="keypad">Keypad</TabsTrigger>
              <TabsTrigger value="details">Details</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="contacts" className="min-h-0 flex-1 overflow-y-auto">
            <PhonebookContacts
              onSelect={(id) => {
                setPersonId(id)
                setView('details')
              }}
            />
          </TabsContent>
          <TabsContent value="keypad" className="min-h-0 flex-1 overflow-y-auto">
            <PhonebookKeypad number={number} onChange={setNumber} />
          </TabsContent>
          <TabsContent value="details" className="min-h-0 flex-1 overflow-y-auto">
            <PhonebookDetails
              personId={personId}
              onBrowse={() => setView('contacts')}
              onNavigate={() => onOpenChange(false)}
            />
          </TabsContent>
        </Tabs>
      </SheetContent>
    </Sheet>
  )
}
