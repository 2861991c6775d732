'use client';

import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { importPlan } from '../../plan-import';
import type { SeatPlanDocument } from '../../plan-document';
import type { Translate } from './texts';

/**
 * "Export JSON" downloads the plan document; "Import JSON" reads our format or a pretix seating plan
 * in the browser (the same module as POST /api/seat-plans/import/) and replaces the plan being edited.
 */
export function ImportExport({
  document: doc,
  fileName,
  onImport,
  t,
}: {
  document: () => SeatPlanDocument;
  fileName: string;
  onImport: (plan: SeatPlanDocument) => void;
  t: Translate;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const exportJson = () => {
    const blob = new Blob([JSON.stringify(doc(), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = window.document.createElement('a');
    a.href = url;
    a.download = `${fileName.trim().replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'seat-plan'}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const read = async (file: File) => {
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return setMessage({ ok: false, text: t('importNotJson') });
    }
    const result = importPlan(json);
    if (!result.ok) return setMessage({ ok: false, text: result.message });
    onImport(result.plan);
    setMessage({
      ok: true,
      text: [t(result.format === 'pretix' ? 'importedPretix' : 'importedOwn'), ...result.notes].join(' · '),
    });
  };

  return (
    <Stack spacing={1} sx={{ flex: '1 1 auto' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportJson}>
          {t('exportJson')}
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
          {t('importJson')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('importJson')}
          data-testid="seat-plan-import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
      </Stack>
      {message ? (
        <Alert
          severity={message.ok ? 'success' : 'error'}
          role={message.ok ? 'status' : 'alert'}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
