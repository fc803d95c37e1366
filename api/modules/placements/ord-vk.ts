/**
 * ORD VK, spoken as its owner publishes it (OpenAPI 3.0.1 "ORD VK API"; the published document is the test
 * fixture tests/fixtures/ord-vk-api.yaml, and the tests' fake validates every request and answer against it).
 * Objects are idempotent PUTs keyed by our external ids; statistics are one POST per batch.
 * A network error, a timeout, a 429 or a 5xx is "operator unavailable" (retried later); any other 4xx means
 * our data was refused, with the operator's messages for staff.
 */
import type { OrdObjectKind } from '#contract/ord.ts';
import type { OrdConfig } from '../../config/ord-config.ts';
import {
  type MarkingInput,
  type MediaInput,
  type OrdOperator,
  OrdRejected,
  OrdUnavailable,
  type RegistryState,
  type StatisticsItem,
} from './ord.ts';
import { mediaUpload, uploadTimeoutMs } from './ord-vk-media.ts';

interface ErrorBody {
  error?: string;
  errors?: { message?: string; field?: string }[];
}

const messagesOf = (body: ErrorBody | null, status: number): string[] => {
  const listed = (body?.errors ?? []).map((e) => [e.field, e.message].filter(Boolean).join(': '));
  const all = [body?.error, ...listed].filter((m): m is string => typeof m === 'string' && m !== '');
  return all.length ? all : [`HTTP ${status}`];
};

export function vkOperator(config: OrdConfig): OrdOperator {
  type Payload = { json: unknown } | { stream: AsyncIterable<Uint8Array>; type: string; length: number };

  async function call<T>(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    payload?: Payload,
    timeoutMs = config.timeoutMs,
  ): Promise<T> {
    let response: Response;
    const headers: Record<string, string> = {
      authorization: `Bearer ${config.token}`,
      accept: 'application/json',
    };
    let body: BodyInit | undefined;
    if (payload && 'json' in payload) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload.json);
    } else if (payload) {
      headers['content-type'] = payload.type;
      headers['content-length'] = String(payload.length);
      body = payload.stream as unknown as BodyInit;
    }
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        ...(payload && 'stream' in payload ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      throw new OrdUnavailable(`${method} ${path}: ${(error as Error).name}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 429 || response.status >= 500)
      throw new OrdUnavailable(`${method} ${path}: HTTP ${response.status}`);
    // A wrong token is our configuration, not the blogger's data: keep retrying until it is fixed.
    if (response.status === 401) throw new OrdUnavailable(`${method} ${path}: HTTP 401`);
    if (!response.ok) throw new OrdRejected(messagesOf(parsed as ErrorBody | null, response.status));
    return parsed as T;
  }
  const id = encodeURIComponent;

  const person = (p: MarkingInput['publisher'], role: 'advertiser' | 'publisher') =>
    call('PUT', `/v1/person/${id(p.externalId)}`, {
      json: { name: p.name, roles: [role], juridical_details: { type: p.type, inn: p.inn } },
    });

  return {
    async uploadMedia(media: MediaInput) {
      const upload = mediaUpload(media);
      const answer = await call<{ sha256?: unknown }>(
        'PUT',
        `/v1/media/${id(media.externalId)}`,
        { stream: upload.body, type: upload.contentType, length: upload.length },
        uploadTimeoutMs(config.timeoutMs, media.size),
      );
      // The operator names what it stored: anything else than what we read is a broken transfer; try again.
      if (answer?.sha256 !== upload.sha256()) throw new OrdUnavailable(`media ${media.externalId}: checksum`);
    },

    async registerCreative(input) {
      await person(input.advertiser, 'advertiser');
      await person(input.publisher, 'publisher');
      await call('PUT', `/v1/contract/${id(input.contract.externalId)}`, {
        json: {
          type: 'service',
          client_external_id: input.advertiser.externalId,
          contractor_external_id: input.publisher.externalId,
          date: input.contract.date,
          subject_type: 'distribution',
        },
      });
      await call('PUT', `/v1/pad/${id(input.pad.externalId)}`, {
        json: {
          person_external_id: input.publisher.externalId,
          is_owner: true,
          type: 'web',
          name: input.pad.name,
          url: input.pad.url,
        },
      });
      const c = input.creative;
      const media = input.media.map((m) => m.externalId);
      const answer = await call<{ erid?: unknown }>('PUT', `/v3/creative/${id(c.externalId)}`, {
        json: {
          contract_external_ids: [input.contract.externalId],
          kktus: [c.kktu],
          name: c.externalId,
          brand: c.brand,
          category: c.category,
          form: c.form,
          texts: c.texts,
          ...(c.targetUrls.length ? { target_urls: c.targetUrls } : {}),
          // Uploaded just before (markPlacement): the operator keeps them by these ids.
          ...(media.length ? { media_external_ids: media } : {}),
        },
      });
      // Never invent a token: an answer without one is the operator failing.
      if (typeof answer?.erid !== 'string' || answer.erid === '')
        throw new OrdUnavailable('creative answer without erid');
      return { erid: answer.erid };
    },

    async sendStatistics(items: StatisticsItem[]) {
      const answer = await call<{ external_ids?: unknown }>('POST', '/v3/statistics', {
        json: {
          items: items.map((i) => ({
            creative_external_id: i.creativeExternalId,
            pad_external_id: i.padExternalId,
            shows_count: i.impressions,
            date_start_actual: i.dateStart,
            date_end_actual: i.dateEnd,
          })),
        },
      });
      const ids = Array.isArray(answer?.external_ids) ? answer.external_ids : [];
      return items.map((_, n) => (typeof ids[n] === 'string' ? (ids[n] as string) : ''));
    },

    async registryStatus(kind: OrdObjectKind, externalId: string): Promise<RegistryState> {
      const answer = await call<{ erir_status?: unknown; messages?: unknown }>(
        'GET',
        `/v1/${kind}/${id(externalId)}/erir_status`,
      );
      const status = answer?.erir_status;
      const messages = Array.isArray(answer?.messages) ? answer.messages.map(String) : [];
      if (status === 'verified' || status === 'bad' || status === 'processing') return { status, messages };
      throw new OrdUnavailable(`unknown registry status ${String(status)}`);
    },
  };
}
