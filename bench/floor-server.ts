/**
 * The floor of a Node HTTP round trip on this machine, for bench/management.ts: a bare node:http
 * server (no framework, no session, no validation) that runs one given page statement, prepared,
 * on a pool of 20 and answers its rows as JSON. What HTTP adds to the SQL here is what any Node
 * server adds: its process's share of the two cores, the kernel's loopback writes, JSON.
 *
 *   FLOOR_PORT=... FLOOR_SQL=<statement> FLOOR_PARAMS=<json array> DATABASE_URL=... node --import tsx bench/floor-server.ts
 */
import http from 'node:http';
import pg from 'pg';
import { statementName } from '../apps/server/src/db/client.ts';

const text = process.env.FLOOR_SQL!;
const values = JSON.parse(process.env.FLOOR_PARAMS ?? '[]') as unknown[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const name = statementName(text);

const server = http.createServer((_req, res) => {
  pool.query({ name, text, values }).then(
    ({ rows }) => {
      const body = JSON.stringify({ data: { itens: rows } });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err: Error) => {
      res.writeHead(500).end(err.message);
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
