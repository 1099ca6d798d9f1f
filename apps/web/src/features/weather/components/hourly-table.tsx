import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HourlyWeather } from '@town/shared/weather';
import { useWeatherFormat } from '../hooks/use-weather-format.ts';
import { WindDirection } from './wind-direction.tsx';

/** What the table shows of an hour. */
type TableHour = Pick<
  HourlyWeather,
  'time' | 'condition' | 'temperature' | 'precipitationProbability' | 'precipitation' | 'windSpeed' | 'windDirection'
>;

/** One table on the page, so a fixed id: the same in the page's HTML and in its island. */
const TABLE_ID = 'weather-hours-table';

/** The hourly chart's figures as a table, one click away (an island: the button needs script). */
export function HourlyTable({ hours, lang }: { hours: TableHour[]; lang: string }) {
  const { t } = useTranslation('weather');
  const format = useWeatherFormat(lang);
  const [showTable, setShowTable] = useState(false);
  return (
    <>
      <Button
        sx={{ mt: 1 }}
        aria-expanded={showTable}
        aria-controls={TABLE_ID}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      <TableContainer id={TABLE_ID} hidden={!showTable} sx={{ mt: 1 }}>
        <Table size="small">
          <caption>{t('chart.tableCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('table.hour')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('table.sky')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('table.temperature')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('table.rainChance')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('table.rain')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('table.wind')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hours.map((h) => (
              <TableRow key={h.time}>
                <TableCell component="th" scope="row">
                  {format.time(h.time)}
                </TableCell>
                <TableCell>{t(`conditions.${h.condition}`)}</TableCell>
                <TableCell align="right">{format.temperature(h.temperature)}</TableCell>
                <TableCell align="right">
                  {h.precipitationProbability === null ? '—' : format.percent(h.precipitationProbability)}
                </TableCell>
                <TableCell align="right">{format.millimetres(h.precipitation)}</TableCell>
                <TableCell>
                  <WindDirection degrees={h.windDirection} speed={format.speed(h.windSpeed)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
