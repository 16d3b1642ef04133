// The dashboard's "compare several quotes" form: one project type, 2 to 5 quotes each with its contractor and files.
// It says what it will cost before it runs (one credit per quote, as a single upload), then shows each quote's
// progress and opens the comparison once the analyses are in.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Input } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DeleteOutlined,
  LoadingOutlined,
  PaperClipOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { FieldError } from '../../../components/field-error';
import { NativeSelect } from '../../../components/native-select';
import { MESSAGES, OTHER_TEXT_MAX, useUploadRules } from '../../../components/upload-form/validation';
import { PROJECT_TYPE_OPTIONS } from '../../../lib/project-types';
import { MAX_COMPARED, MIN_COMPARED } from '../api';
import { useUploadAndCompare, type QuoteProgress } from '../hooks/use-upload-and-compare';
import '../compare.css';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';

interface Entry {
  key: number;
  contractorName: string;
  files: File[];
  fileError: string | null;
}

let nextKey = 0;
const newEntry = (): Entry => ({ key: nextKey++, contractorName: '', files: [], fileError: null });

export function CompareUpload({ credits }: { credits: number | undefined }) {
  const navigate = useNavigate();
  const { run, progress, running } = useUploadAndCompare();
  const [entries, setEntries] = useState<Entry[]>(() => [newEntry(), newEntry(), newEntry()]);
  const [projectType, setProjectType] = useState('');
  const [otherText, setOtherText] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const isOther = projectType === 'other';
  const count = entries.length;
  const enoughCredits = credits === undefined || credits >= count;
  const projectMessage =
    tried && !projectType
      ? MESSAGES.noProjectType
      : tried && isOther && !otherText.trim()
        ? MESSAGES.noOtherText
        : null;
  const complete =
    entries.every((e) => e.files.length > 0 && e.contractorName.trim()) &&
    projectType &&
    (!isOther || otherText.trim());

  const change = (key: number, patch: Partial<Entry>) =>
    setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!complete || !enoughCredits || running) return;
    setFailure(null);
    const type = isOther ? otherText.trim() : projectType;
    const outcome = await run(
      entries.map((entry) => ({
        files: entry.files,
        projectType: type,
        contractorName: entry.contractorName.trim(),
      })),
    );
    if ('comparisonId' in outcome) navigate(`/compare/${encodeURIComponent(outcome.comparisonId)}`);
    else setFailure(outcome.error);
  }

  if (progress.length) {
    return (
      <div className="qa-compare-progress" data-testid="compare-upload-progress" aria-live="polite">
        <p className="qa-compare-progress__lead">
          {running
            ? `Analysing ${progress.length} quotes. The comparison opens when they are done.`
            : 'Finished.'}
        </p>
        <ul>
          {progress.map((p, i) => (
            <li key={i} data-testid="compare-upload-step" data-state={p.state}>
              <ProgressIcon state={p.state} />
              <span className="qa-compare-progress__name">{p.contractorName}</span>
              <span className="qa-muted">{progressLabel(p)}</span>
            </li>
          ))}
        </ul>
        <FieldError message={failure} testId="compare-upload-error" />
      </div>
    );
  }

  return (
    <form className="qa-compare-upload" onSubmit={submit} noValidate data-testid="compare-upload-form">
      <FormField label="Project type (the same for every quote)" htmlFor="compare-project-type">
        <NativeSelect
          id="compare-project-type"
          value={projectType}
          placeholder="Select project type"
          options={PROJECT_TYPE_OPTIONS}
          onChange={setProjectType}
          status={tried && !projectType ? 'error' : undefined}
          testId="compare-project-type"
        />
        {isOther && (
          <Input
            value={otherText}
            maxLength={OTHER_TEXT_MAX}
            placeholder="e.g. Deck"
            aria-label="What type of project is it?"
            onChange={(e) => setOtherText(e.target.value)}
            data-testid="compare-project-other"
            size="large"
            className="qa-compare-upload__other"
          />
        )}
        <FieldError message={projectMessage} testId="compare-project-error" />
      </FormField>

      <ol className="qa-compare-upload__quotes">
        {entries.map((entry, i) => (
          <QuoteEntry
            key={entry.key}
            index={i}
            entry={entry}
            tried={tried}
            canRemove={count > MIN_COMPARED}
            onChange={(patch) => change(entry.key, patch)}
            onRemove={() => setEntries((all) => all.filter((e) => e.key !== entry.key))}
          />
        ))}
      </ol>
      {count < MAX_COMPARED && (
        <Button
          htmlType="button"
          icon={<PlusOutlined />}
          onClick={() => setEntries((all) => [...all, newEntry()])}
          data-testid="compare-add-quote"
        >
          Add another quote
        </Button>
      )}

      <p
        className={`qa-compare-upload__cost ${enoughCredits ? '' : 'qa-compare-upload__cost--short'}`}
        data-testid="compare-upload-cost"
      >
        {`This uses ${count} credits, one per quote`}
        {credits !== undefined && `; you have ${credits}.`}
        {!enoughCredits && (credits !== undefined && credits >= MIN_COMPARED ? ' Remove a quote or ' : ' ')}
        {!enoughCredits && <Link to="/purchase">buy more credits first.</Link>}
      </p>
      <SubmitButton disabled={!enoughCredits || running} data-testid="compare-upload-button">
        {`Analyze ${count} Quotes and Compare`}
      </SubmitButton>
    </form>
  );
}

function QuoteEntry(props: {
  index: number;
  entry: Entry;
  tried: boolean;
  canRemove: boolean;
  onChange: (patch: Partial<Entry>) => void;
  onRemove: () => void;
}) {
  const { index, entry, tried, canRemove, onChange, onRemove } = props;
  const input = useRef<HTMLInputElement>(null);
  const rules = useUploadRules();
  const fileMessage = entry.fileError ?? (tried && !entry.files.length ? MESSAGES.noFiles : null);
  const nameMessage = tried && !entry.contractorName.trim() ? MESSAGES.noContractor : null;

  function addFiles(list: FileList | null) {
    const incoming = Array.from(list ?? []);
    const error = incoming.map(rules.validateFile).find((m): m is string => m !== null) ?? null;
    onChange(error ? { fileError: error } : { fileError: null, files: [...entry.files, ...incoming] });
  }

  return (
    <li className="qa-compare-upload__quote" data-testid="compare-quote-entry">
      <div className="qa-compare-upload__quote-head">
        <span className="qa-compare-upload__number">Quote {index + 1}</span>
        {canRemove && (
          <Button
            type="text"
            size="small"
            htmlType="button"
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`Remove quote ${index + 1}`}
          >
            Remove
          </Button>
        )}
      </div>
      <Input
        value={entry.contractorName}
        placeholder="Contractor name"
        aria-label={`Contractor of quote ${index + 1}`}
        onChange={(e) => onChange({ contractorName: e.target.value })}
        status={nameMessage ? 'error' : undefined}
        autoComplete="organization"
        data-testid="compare-contractor-input"
        size="large"
      />
      <FieldError message={nameMessage} />
      <div className="qa-compare-upload__files">
        <Button htmlType="button" icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
          {entry.files.length ? 'Add files' : 'Choose files'}
        </Button>
        <span className="qa-compare-upload__file-names" data-testid="compare-file-names">
          {entry.files.map((f) => f.name).join(', ') || rules.formats}
        </span>
        <input
          ref={input}
          className="qa-visually-hidden"
          type="file"
          multiple
          accept={rules.accept}
          aria-label={`Files of quote ${index + 1}`}
          data-testid="compare-files-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <FieldError message={fileMessage} />
    </li>
  );
}

function ProgressIcon({ state }: { state: QuoteProgress['state'] }) {
  if (state === 'complete')
    return <CheckCircleFilled className="qa-compare-progress__icon--done" aria-hidden />;
  if (state === 'failed')
    return <CloseCircleFilled className="qa-compare-progress__icon--failed" aria-hidden />;
  return <LoadingOutlined aria-hidden />;
}

function progressLabel(p: QuoteProgress): string {
  switch (p.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return 'Uploading';
    case 'analyzing':
      return 'Analysing';
    case 'complete':
      return 'Analysed';
    case 'failed':
      return p.reason;
  }
}
