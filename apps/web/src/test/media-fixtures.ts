import type { TMediaItem, TMediaSummary } from '@portal/contract';

/** A library image as the API presents it, with its generated sizes. */
export function mediaSummary(id: string, alt = ''): TMediaSummary {
  const url = (variant: string) => `/api/v1/media/${id}/${variant}`;
  return {
    id,
    alt,
    width: 1200,
    height: 800,
    variants: {
      thumb: { url: url('thumb'), width: 150, height: 100 },
      small: { url: url('small'), width: 480, height: 320 },
      medium: { url: url('medium'), width: 960, height: 640 },
      original: { url: url('original'), width: 1200, height: 800 },
    },
    focal_x: 0.5,
    focal_y: 0.5,
  };
}

export function mediaItem(id: string, name: string, alt = ''): TMediaItem {
  return {
    ...mediaSummary(id, alt),
    name,
    folder: '',
    mime_type: 'image/jpeg',
    size: 120_000,
    owner: { id: 'u1', name: 'Asha' },
    used_in: [],
    created_at: '2025-03-01T10:00:00Z',
    updated_at: '2025-03-01T10:00:00Z',
  };
}

export const listMeta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 24, total, from: total ? 1 : null, to: total || null });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stands in for XMLHttpRequest uploads: `answer` decides each file's status and body from its name.
 * Progress is reported once before the answer, as a browser would.
 */
export function fakeUploads(answer: (file: File) => { status: number; body: unknown }) {
  class FakeXhr {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    open() {}
    setRequestHeader() {}
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send(body: FormData) {
      const file = body.get('files') as File;
      const { status, body: reply } = answer(file);
      setTimeout(() => {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }));
        this.status = status;
        this.responseText = JSON.stringify(reply);
        this.events.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  return FakeXhr;
}
