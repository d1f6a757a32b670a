// What a response's status covers, in words, for the reference page and its
// Markdown export alike: the reason phrase of a code, or the range a
// wildcard (`4XX`) or `default` stands for.

const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

/** `OK`, `Any 4xx status`, `Any other status`; empty for a code without a common phrase. */
export function statusText(status: string): string {
  if (status === 'default') return 'Any other status';
  return REASONS[status] ?? (/^\dXX$/i.test(status) ? `Any ${status[0]}xx status` : '');
}
