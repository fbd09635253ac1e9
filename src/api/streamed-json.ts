// A JSON response body too large to hold as one value (the export of a grown workspace): its text is
// produced piece by piece, and the host decides where the pieces go (the server: a file it then
// streams; the demo and tests: one string).

/** Takes the next piece of the JSON text; the producer waits for it before making the next. */
export type TextSink = (text: string) => Promise<void>

export class StreamedJson {
  constructor(readonly writeTo: (sink: TextSink) => Promise<void>) {}
}

/** The whole text of a streamed body. */
export async function streamedText(body: StreamedJson): Promise<string> {
  const pieces: string[] = []
  await body.writeTo(async (text) => {
    pieces.push(text)
  })
  return pieces.join('')
}
