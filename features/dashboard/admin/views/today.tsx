'use client';

import { useEffect, useState } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { TodayDate } from '@/features/counter';
import { useNamespaceTexts } from '../namespace-texts';
import { useBerlinFormat } from '../berlin-fields';

/** Today's dates with tickets issued and admitted (GET /api/check-in/today/), for the door and the box office. */
export function TodayDates() {
  const t = useNamespaceTexts('StaffRoles');
  const [locale] = useLocaleState();
  const [dates, setDates] = useState<TodayDate[] | null>(null);
  const format = useBerlinFormat();
  useEffect(() => {
    let alive = true;
    fetch(`/api/check-in/today/?lang=${locale}`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : { results: [] }))
      .then((body: { results: TodayDate[] }) => alive && setDates(body.results))
      .catch(() => alive && setDates([]));
    return () => {
      alive = false;
    };
  }, [locale]);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('todayTitle')}
        </Typography>
        {dates === null ? null : dates.length === 0 ? (
          <Typography>{t('todayEmpty')}</Typography>
        ) : (
          <Table size="small" data-testid="today-dates">
            <TableHead>
              <TableRow>
                <TableCell>{t('todayTime')}</TableCell>
                <TableCell>{t('todayEvent')}</TableCell>
                <TableCell align="right">{t('todaySold')}</TableCell>
                <TableCell align="right">{t('todayCheckedIn')}</TableCell>
                <TableCell align="right">{t('todayCapacity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dates.map((d) => (
                <TableRow key={d.id_jet}>
                  <TableCell>{format(d.date_start, 'time')}</TableCell>
                  <TableCell>{d.title}</TableCell>
                  <TableCell align="right">{d.sold}</TableCell>
                  <TableCell align="right">{d.checked_in}</TableCell>
                  <TableCell align="right">{d.capacity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
