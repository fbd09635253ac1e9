// A route's answer that is a file of bytes (a PDF): the server sends it as an attachment with its
// type and name; the demo's transport hands it over as a Blob. Never JSON.
export class BinaryFile {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}
