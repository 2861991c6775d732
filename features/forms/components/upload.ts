import type { Locale } from '@/i18n/config';
import type { FieldErrorCode } from '../types';
import { MAX_UPLOAD_BYTES } from '../file-types';

export type UploadState = { state: 'uploading' | 'done'; name: string; size?: number };
type UploadResult = { ok: true; id: string; name: string; size: number } | { ok: false; code: FieldErrorCode };

/** Sends one chosen file to /temp-files/; the answer's id becomes the field's value. */
export async function uploadFile(locale: Locale, file: File): Promise<UploadResult> {
  // Saves a pointless 10 MB upload; the server checks again anyway.
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, code: 'fileSize' };
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch(`/${locale}/api/temp-files/`, { method: 'POST', body });
    if (res.status === 201) {
      const json = (await res.json()) as { id: string; name: string; size: number };
      return { ok: true, id: json.id, name: json.name, size: json.size };
    }
    if (res.status === 429) return { ok: false, code: 'uploadBudget' };
    if (res.status === 413) {
      const answer = (await res.json().catch(() => ({}))) as { code?: string };
      return { ok: false, code: answer.code === 'upload_quota' ? 'uploadQuota' : 'fileSize' };
    }
    return { ok: false, code: res.status === 415 ? 'fileType' : 'file' };
  } catch {
    return { ok: false, code: 'file' };
  }
}
