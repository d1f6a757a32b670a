// Why a server could not listen, in one line that names the host and port and
// says what to do: the user typed them, so a stack trace helps no one.
/** A server that could not start; `dev` and `serve` print its message as it is. */
export class ListenError extends Error {
  override name = 'ListenError';
}

const USE_LOCAL = 'Use 127.0.0.1, 0.0.0.0 or an address of this machine.';

export function listenError(caught: unknown, host: string, port: number): ListenError {
  const code = (caught as NodeJS.ErrnoException).code;
  const where = `Cannot listen on ${host.includes(':') ? `[${host}]` : host}:${port}`;
  switch (code) {
    // A name the resolver does not know; an address that is not one (999.1.1.1) is looked up as a name too.
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return new ListenError(`${where}: "${host}" is neither an IP address nor a host name that resolves (${code}). ${USE_LOCAL}`);
    case 'EADDRNOTAVAIL':
    // Linux says EINVAL for an IPv6 address that no interface has (a link-local one without its scope).
    case 'EINVAL':
      return new ListenError(`${where}: the address is not on this machine (${code}). ${USE_LOCAL}`);
    case 'EACCES':
      return new ListenError(`${where}: permission denied (EACCES). Use a port from 1024 up, or run with the rights to bind this one.`);
    default:
      return new ListenError(`${where}: ${caught instanceof Error ? caught.message : String(caught)}`);
  }
}
