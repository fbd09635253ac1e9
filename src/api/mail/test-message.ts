// The test e-mail of Settings > Notifications: short, plain, and with the public link, so the
// Owner sees what a client's link will look like.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function testMessage(
  businessName: string,
  link: string,
): { subject: string; html: string; text: string } {
  const line = `This is a test e-mail from ${businessName}. If you can read it, the mail server works.`
  return {
    subject: `Test e-mail from ${businessName}`,
    text: `${line}\n\nLinks in e-mails go to: ${link}\n`,
    html: `<p>${escapeHtml(line)}</p><p>Links in e-mails go to: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  }
}
