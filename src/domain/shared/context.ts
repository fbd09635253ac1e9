// What a rule may need from the outside world, passed in so rules stay pure and testable.
export type RuleContext = {
  now: number
  newId: () => string
}
