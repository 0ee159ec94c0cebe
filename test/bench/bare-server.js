// The yardstick: a bare node:http server answering the same envelope as /health.
const { createServer } = require('node:http');

const body = JSON.stringify({ code: 0, data: { status: 'ok', uptimeSeconds: 0 }, msg: 'success' });
const server = createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
