// The second yardstick: bare Express answering the same envelope, so the figure shows what is ours to remove.
const express = require('express');

const body = { code: 0, data: { status: 'ok', uptimeSeconds: 0 }, msg: 'success' };
const app = express();
app.disable('x-powered-by');
app.get('/health', (_request, response) => response.json(body));
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
