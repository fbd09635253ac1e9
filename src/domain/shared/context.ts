// What a rule may need from the outside world, passed in so rules stay pure and testable.
export type RuleContext = {
  now: number
  newId: () => string
  /**
   * The user's minutes east of UTC (the API's `tz`), for times a rule writes into a message (a
   * refused shift names the other shift's time); UTC when the request did not say.
   */
  tzOffsetMinutes?: number
}
