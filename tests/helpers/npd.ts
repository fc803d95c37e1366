/**
 * A local stand-in for the tax service's status check (statusnpd.nalog.ru) as its published description
 * and its clients show it: POST /api/v1/tracker/taxpayer_status with {inn, requestDate} answers 200
 * {status, message}, or 422 {code, message} with validation.failed, taxpayer.status.service.limited.error
 * (more than 2 requests a minute from one address) or taxpayer.status.service.unavailable.error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { User } from '../../api/modules/accounts/accounts.entity.ts';

export interface FakeNpd {
  url: string;
  /** Every request that reached the fake, with its arrival time. */
  calls: { inn: string; requestDate: string; at: number }[];
  /** INNs the service reports as not self-employed. */
  notSelfEmployed: Set<string>;
  /** While true, every answer is taxpayer.status.service.unavailable.error. */
  down: boolean;
  close(): Promise<void>;
}

const NOT_SE = 'не является плательщиком налога на профессиональный доход';
const IS_SE = 'является плательщиком налога на профессиональный доход';

export async function startFakeNpd(limitPerMinute = 2): Promise<FakeNpd> {
  const fake: Omit<FakeNpd, 'url' | 'close'> = { calls: [], notSelfEmployed: new Set(), down: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/api/v1/tracker/taxpayer_status')
        return send(404, { message: 'Not found' });
      let body: { inn?: unknown; requestDate?: unknown } = {};
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { message: 'Bad request' });
      }
      const at = Date.now();
      const recent = fake.calls.filter((c) => at - c.at < 60_000).length;
      fake.calls.push({ inn: String(body.inn), requestDate: String(body.requestDate), at });
      if (recent >= limitPerMinute)
        return send(422, {
          code: 'taxpayer.status.service.limited.error',
          message:
            'Превышено количество запросов к сервису с одного ip-адреса в единицу времени, пожалуйста, попробуйте позднее',
        });
      if (fake.down)
        return send(422, { code: 'taxpayer.status.service.unavailable.error', message: 'Сервис недоступен' });
      if (typeof body.inn !== 'string' || !/^\d{12}$/.test(body.inn))
        return send(422, { code: 'validation.failed', message: 'Указан некорректный ИНН' });
      if (typeof body.requestDate !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(body.requestDate))
        return send(422, { code: 'validation.failed', message: 'Указана некорректная дата' });
      const valid = !fake.notSelfEmployed.has(body.inn);
      send(200, { status: valid, message: `${body.inn} ${valid ? IS_SE : NOT_SE}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let n = 0;
/** A fresh 12-digit INN (not ending in 13, which the sandbox reports as not self-employed). */
export const freshInn = () => `77${String(Date.now() % 1e8).padStart(8, '0')}${String((n++ % 80) + 20)}`;

/** Makes the account a self-employed blogger of the Russian market with this INN. */
export async function makeSelfEmployed(app: FastifyInstance, id: string, inn = freshInn()): Promise<string> {
  await app.orm.em.fork().nativeUpdate(User, { id }, { type: 'self_employed', inn });
  return inn;
}
