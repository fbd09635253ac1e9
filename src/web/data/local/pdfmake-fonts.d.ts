// pdfmake's standard-font containers (the AFM metrics of PDF's built-in fonts) have no types.
declare module 'pdfmake/build/standard-fonts/Helvetica' {
  const container: { vfs: Record<string, unknown>; fonts: Record<string, unknown> }
  export default container
}
