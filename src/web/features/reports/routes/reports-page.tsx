import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { REPORT_COLUMNS } from '@shared/reports/columns';
import { REPORT_KINDS, SCREEN_ROW_LIMIT, type ReportKind } from '@shared/reports/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDate } from '../../../components/format-date-time';
import { PageHeader } from '../../../components/page/page-header';
import { useExportReport } from '../api/export-report';
import { useReport } from '../api/get-report';
import { readFilter, readTab, writeFilter, type ReportFilterState } from '../api/report-filter';
import { PrintStyles } from '../components/print-styles';
import { hasChart, ReportChart } from '../components/report-chart';
import { ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';

/**
 * /reports: one tab per report over one shared filter, both kept in the address (a report can be
 * bookmarked and sent); a chart beside the table where a picture reads faster; Excel and print.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { t: tm } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const filter = readFilter(params);
  const report = useReport(tab, filter);
  const exporting = useExportReport();
  const fail = useFailureHandler();
  const title = tc('nav.reports');

  const setFilter = (next: ReportFilterState) => setParams(writeFilter(params, next), { replace: true });
  const setTab = (next: ReportKind) => {
    const updated = new URLSearchParams(params);
    updated.set('tab', next);
    setParams(updated);
  };
  const data = report.data;
  const chart = hasChart(tab) && (data?.rows.length ?? 0) > 0;
  const narrow = chart && REPORT_COLUMNS[tab].length <= 6;

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={title}
        actions={
          <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              {t('print')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting.isPending}
              disabled={!data}
              onClick={() =>
                exporting.mutate(
                  { kind: tab, filter, fileName: `${tm(`reports.report.${tab}`)} ${data?.date_from ?? ''}` },
                  { onError: (e) => fail(e) },
                )
              }
            >
              {t('excel')}
            </Button>
          </Box>
        }
      />
      <Tabs
        className="no-print"
        value={tab}
        onChange={(_e, next: ReportKind) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {REPORT_KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={tm(`reports.report.${kind}`)} />
        ))}
      </Tabs>
      <ReportFilters filter={filter} onChange={setFilter} />
      {report.isPending ? (
        <PageLoader />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : data ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
          <Box sx={{ height: 4, mb: 1 }}>{report.isFetching && <LinearProgress />}</Box>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {tm(`reports.report.${tab}`)}: {formatDate(data.date_from)} – {formatDate(data.date_to)}
            {filter.money_view !== 'original' && ` · ${t(`views.${filter.money_view}`)}`}
          </Typography>
          {data.row_count !== undefined && data.row_count > data.rows.length && (
            <Alert severity="info" sx={{ mb: 1 }} className="no-print">
              {t('first_rows', { shown: SCREEN_ROW_LIMIT, total: data.row_count })}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              // A narrow table has its chart beside it; a wide one has it above, at full width.
              gridTemplateColumns: narrow ? { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } : '1fr',
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0, order: narrow ? 0 : 1 }}>
              <ReportTable kind={tab} report={data} />
            </Box>
            {chart && <ReportChart kind={tab} report={data} />}
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
