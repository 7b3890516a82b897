import { zodResolver } from '@hookform/resolvers/zod';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { todayIso } from '@shared/dates/date-formats';
import {
  PRICE_RULE_KINDS,
  priceRowsErrorBody,
  savePriceListBody,
  type PriceListDetail,
  type PricePreviewAnswer,
  type PriceRowError,
  type SavePriceListBody,
  type SavePriceListInput,
} from '@shared/prices/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useDownloadTemplate } from '../api/download-template';
import { useBuildingOptions } from '../../buildings';
import { usePreviewPriceList } from '../api/preview-price-list';
import { useSavePriceList } from '../api/save-price-list';
import type { PriceListInput } from '../api/to-price-list-form-data';
import { localizedName } from '@shared/i18n/locales';
import { PriceChanges, PriceRowErrors } from './price-changes';

type Source = PriceListInput['source'];

const schemaResolver = zodResolver(savePriceListBody);

/**
 * The contract's floor rule reads a left-out field as "no limit" but an empty string (what a cleared
 * number input holds) as an invalid number, so empty floors are left out before the check.
 */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      floor_from: values.floor_from === '' ? undefined : values.floor_from,
      floor_to: values.floor_to === '' ? undefined : values.floor_to,
    },
    context,
    options,
  );

const emptyList = (buildingId: string): SavePriceListBody => ({
  building_id: buildingId,
  title: '',
  valid_from: todayIso(),
  rule_kind: '',
  rule_value: '',
  block: '',
  floor_from: '',
  floor_to: '',
});

const toValues = (list: PriceListDetail): SavePriceListBody => ({
  building_id: list.building_id,
  title: list.title,
  valid_from: list.valid_from.slice(0, 10),
  rule_kind: list.rule?.kind ?? '',
  rule_value: list.rule?.value ?? '',
  block: list.rule?.block ?? '',
  floor_from: list.rule?.floor_from ?? '',
  floor_to: list.rule?.floor_to ?? '',
});

type Props = {
  /** The draft to edit, or null for a new list. */
  list: PriceListDetail | null;
  /** The complex chosen in the list's filter, preselected for a new list. */
  buildingId?: string;
  onClose: () => void;
  /** After a save, e.g. to open the saved draft for review and applying. */
  onSaved?: (list: PriceListDetail) => void;
};

/**
 * A new price list (or a draft's changes): the complex, title and date, then the prices from an Excel file
 * or a rule. Preview shows what saving would make and every bad row; Save keeps it as a draft.
 */
export function PriceListFormDialog({ list, buildingId = '', onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('prices');
  const buildings = useBuildingOptions().data ?? [];
  const form = useForm<SavePriceListBody, unknown, SavePriceListInput>({
    resolver,
    defaultValues: list ? toValues(list) : emptyList(buildingId),
  });
  const [source, setSource] = useState<Source>(list?.source ?? 'excel');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const fileErrorText = useErrorText()(fileError);
  const [preview, setPreview] = useState<{ key: string; answer: PricePreviewAnswer } | null>(null);
  const [rowErrors, setRowErrors] = useState<PriceRowError[]>([]);
  const runPreview = usePreviewPriceList();
  const save = useSavePriceList();
  const template = useDownloadTemplate();
  const toast = useToast();
  const fail = useFailureHandler();

  const values = useWatch({ control: form.control });
  const chosenId = Number(values.building_id) || null;
  const blocks = buildings.find((building) => building.id === chosenId)?.blocks ?? [];
  /** A preview holds only while nothing it was made from has changed. */
  const keyOf = (input: unknown) => JSON.stringify([input, source, file?.name, file?.lastModified]);
  const currentPreview = preview?.key === keyOf(values) ? preview.answer : null;

  const chooseSource = (next: Source) => {
    setSource(next);
    form.setValue('rule_kind', next === 'rule' ? form.getValues('rule_kind') || 'percent' : '');
  };

  /** A new Excel list needs its file; an edited one keeps its items when none is chosen. */
  const missingFile = () => {
    if (source !== 'excel' || file || list?.source === 'excel') return false;
    setFileError('validation.required');
    return true;
  };

  const onError = (error: unknown) => {
    const rows = isApiError(error) ? priceRowsErrorBody.safeParse(error.body) : null;
    setRowErrors(rows?.success ? rows.data.rows : []);
    // The refusal's rows are the latest word: an older preview would list them twice, or stale.
    if (rows?.success) setPreview(null);
    if (isApiError(error)) setFileError(error.body.errors?.file?.[0]);
    fail(error, form.setError);
  };

  const showPreview = form.handleSubmit(async (body) => {
    if (missingFile()) return;
    const key = keyOf(form.getValues());
    try {
      const answer = await runPreview.mutateAsync({ values: body, source, file });
      setRowErrors([]);
      setPreview({ key, answer });
    } catch (error) {
      onError(error);
    }
  });

  const submit = form.handleSubmit(async (body) => {
    if (missingFile()) return;
    try {
      const saved = await save.mutateAsync({ values: body, source, file, id: list?.id ?? null });
      toast.success(t('saved'));
      if (onSaved) onSaved(saved);
      else onClose();
    } catch (error) {
      onError(error);
    }
  });

  const control = form.control;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } };
  return (
    <FormDialog
      open
      title={list ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="lg"
    >
      <Box sx={grid}>
        <FormSelect
          name="building_id"
          control={control}
          label={t('fields.building')}
          required
          disabled={list !== null}
          options={buildings.map((building) => ({
            value: building.id,
            label: localizedName(building, i18n.language),
          }))}
        />
        <FormTextField name="title" control={control} label={t('fields.title')} required />
        <FormDateInput name="valid_from" control={control} label={t('fields.valid_from')} required />
      </Box>
      <Tabs value={source} onChange={(_, next: Source) => chooseSource(next)} aria-label={t('fields.source')}>
        <Tab value="excel" label={t('sources.excel')} />
        <Tab value="rule" label={t('sources.rule')} />
      </Tabs>
      {source === 'excel' ? (
        <Stack sx={{ gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('hints.file')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={chosenId === null}
              loading={template.isPending}
              title={chosenId === null ? t('template_needs_building') : undefined}
              onClick={() => chosenId !== null && template.mutateAsync(chosenId).catch(fail)}
            >
              {t('template')}
            </Button>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
              {t('choose_file')}
              <input
                hidden
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={t('fields.file')}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(undefined);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
              {file?.name ?? t('no_file')}
            </Typography>
          </Stack>
          {fileErrorText && <FormHelperText error>{fileErrorText}</FormHelperText>}
        </Stack>
      ) : (
        <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' } }}>
          <FormSelect
            name="rule_kind"
            control={control}
            label={t('fields.rule_kind')}
            required
            options={PRICE_RULE_KINDS.map((kind) => ({ value: kind, label: t(`rule_kinds.${kind}`) }))}
          />
          <FormTextField
            name="rule_value"
            control={control}
            label={t('fields.rule_value')}
            required
            helperText={t('hints.rule_value')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormSelect
            name="block"
            control={control}
            label={t('fields.block')}
            allowEmpty={t('all_blocks')}
            helperText={t('hints.block')}
            options={blocks.map((block) => ({ value: block, label: block }))}
          />
          <FormTextField name="floor_from" control={control} label={t('fields.floor_from')} type="number" />
          <FormTextField name="floor_to" control={control} label={t('fields.floor_to')} type="number" />
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<VisibilityOutlined />}
          loading={runPreview.isPending}
          onClick={() => void showPreview()}
        >
          {t('preview')}
        </Button>
        {!currentPreview && (
          <Typography variant="body2" color="text.secondary">
            {t('preview_hint')}
          </Typography>
        )}
      </Stack>
      <PriceRowErrors errors={rowErrors} />
      {currentPreview && (
        <PriceChanges
          items={currentPreview.items}
          totals={currentPreview.totals}
          errors={currentPreview.errors}
        />
      )}
    </FormDialog>
  );
}
