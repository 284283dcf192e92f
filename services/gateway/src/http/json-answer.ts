import type { Request, Response } from 'express';

/**
 * Sends a JSON text already made (an answer kept in memory). A GET answer goes through Express's `send`,
 * whose ETag lets a browser that has it get a 304; a POST answer, which no cache keeps, is written as it is,
 * without hashing it for an ETag nobody can use.
 */
export function sendJsonText(req: Request, res: Response, body: string): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.type('application/json').send(body);
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
