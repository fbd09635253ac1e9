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

/**
 * A streamed body of another type, saved as a file (a list's CSV export): the server sends its text
 * as it is, with its type and a download name; the demo hands it over as one string. A StreamedJson
 * as far as the hosts' plumbing goes (temporary file, one value in the demo), never parsed.
 */
export class StreamedFile extends StreamedJson {
  constructor(
    writeTo: (sink: TextSink) => Promise<void>,
    readonly contentType: string,
    readonly fileName: string,
  ) {
    super(writeTo)
  }
}
