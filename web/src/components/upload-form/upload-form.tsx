// The quote upload form shared by the landing page and the dashboard (spec §2, §4, §5).
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from 'antd';
import {
  CloudUploadOutlined,
  DeleteOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { formatFileSize } from '../../lib/format';
import { PROJECT_TYPE_OPTIONS } from '../../lib/project-types';
import { AnalyzingOverlay } from '../analyzing-overlay';
import { FieldError } from '../field-error';
import { NativeSelect } from '../native-select';
import { MESSAGES, OTHER_TEXT_MAX, useUploadRules, type QuoteSubmission } from './validation';
import { FormField } from '../form-field';
import { SubmitButton } from '../submit-button';
import { TextField } from '../text-field';

interface UploadFormProps {
  /**
   * Sends the quote; `accepted` clears the form once the server has taken it. A refused upload (a file that is not
   * what its name says, no credit left, the network) keeps what the homeowner entered, so nothing is typed twice.
   */
  onSubmit: (submission: QuoteSubmission, accepted: () => void) => void;
  isUploading: boolean;
  /** false when the signed-in user has no credits left (usage canAnalyze). */
  canAnalyze?: boolean;
  id?: string;
}

interface Touched {
  files: boolean;
  projectType: boolean;
  other: boolean;
  contractor: boolean;
}

const UNTOUCHED: Touched = { files: false, projectType: false, other: false, contractor: false };
const ALL_TOUCHED: Touched = { files: true, projectType: true, other: true, contractor: true };

function fileKey(f: File): string {
  return `${f.name}:${f.size}:${f.lastModified}`;
}

export function UploadForm({ onSubmit, isUploading, canAnalyze = true, id }: UploadFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const rules = useUploadRules();
  const [files, setFiles] = useState<File[]>([]);
  const [projectType, setProjectType] = useState('');
  const [otherText, setOtherText] = useState('');
  const [contractorName, setContractorName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [touched, setTouched] = useState<Touched>(UNTOUCHED);
  const [dragOver, setDragOver] = useState(false);

  const isOther = projectType === 'other';
  const missing =
    files.length === 0 || !projectType || (isOther && !otherText.trim()) || !contractorName.trim();
  const disabled = missing || isUploading || !canAnalyze;

  const filesMessage = fileError ?? (touched.files && files.length === 0 ? MESSAGES.noFiles : null);
  const projectTypeMessage = touched.projectType && !projectType ? MESSAGES.noProjectType : null;
  const otherMessage = isOther && touched.other && !otherText.trim() ? MESSAGES.noOtherText : null;
  const contractorMessage = touched.contractor && !contractorName.trim() ? MESSAGES.noContractor : null;

  function addFiles(list: FileList | File[] | null) {
    const incoming = Array.from(list ?? []);
    if (incoming.length === 0) return;
    if (!canAnalyze) {
      setLimitError(MESSAGES.usageLimitInline);
      return;
    }
    setLimitError(null);
    const firstError = incoming.map(rules.validateFile).find((e): e is string => e !== null);
    if (firstError) {
      setFileError(firstError);
      return;
    }
    setFileError(null);
    setTouched((t) => ({ ...t, files: true }));
    setFiles((current) => {
      const seen = new Set(current.map(fileKey));
      return [...current, ...incoming.filter((f) => !seen.has(fileKey(f)))];
    });
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, i) => i !== index));
    setFileError(null);
    setTouched((t) => ({ ...t, files: true }));
  }

  function reset() {
    setFiles([]);
    setProjectType('');
    setOtherText('');
    setContractorName('');
    setFileError(null);
    setLimitError(null);
    setTouched(UNTOUCHED);
    if (inputRef.current) inputRef.current.value = '';
  }

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (isUploading) return;
    if (!canAnalyze) {
      setLimitError(MESSAGES.usageLimitInline);
      return;
    }
    if (missing) {
      setTouched(ALL_TOUCHED);
      return;
    }
    onSubmit(
      {
        files,
        projectType: isOther ? otherText.trim() : projectType,
        contractorName: contractorName.trim(),
      },
      reset,
    );
  }

  function onDragOver(e: DragEvent) {
    e.preventDefault();
    e.dataTransfer.dropEffect = canAnalyze && !isUploading ? 'copy' : 'none';
    if (canAnalyze && !isUploading) setDragOver(true);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    if (isUploading) return;
    addFiles(e.dataTransfer.files);
  }

  return (
    <form className="qa-upload-form" id={id} onSubmit={handleSubmit} noValidate data-testid="upload-form">
      <div
        className={`qa-dropzone ${dragOver ? 'qa-dropzone--active' : ''} ${!canAnalyze ? 'qa-dropzone--disabled' : ''} ${filesMessage ? 'qa-dropzone--error' : ''}`}
        data-testid="upload-dropzone"
        data-drag-active={dragOver ? 'true' : 'false'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <CloudUploadOutlined className="qa-dropzone__icon" aria-hidden />
        <p className="qa-dropzone__title">Drag and drop your quote here</p>
        <p className="qa-dropzone__hint" data-testid="upload-hint">
          {rules.formats && `${rules.formats} · up to ${rules.maxFileSize} per file · `}multiple files allowed
        </p>
        <Button
          htmlType="button"
          onClick={() => inputRef.current?.click()}
          disabled={isUploading}
          data-testid="choose-files-button"
        >
          Choose Files
        </Button>
        <input
          ref={inputRef}
          id={id ? `${id}-files` : undefined}
          className="qa-visually-hidden"
          type="file"
          multiple
          accept={rules.accept}
          aria-label="Quote files"
          data-testid="upload-files-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <FieldError message={limitError} testId="usage-limit-inline" />
      <FieldError message={filesMessage} testId="upload-files-error" />

      {files.length > 0 && (
        <ul className="qa-list qa-file-list" data-testid="upload-file-list">
          {files.map((file, index) => (
            <li key={fileKey(file)} className="qa-file-list__item" data-testid="upload-file-item">
              {file.name.toLowerCase().endsWith('.pdf') ? (
                <FilePdfOutlined className="qa-file-list__icon qa-file-list__icon--pdf" aria-hidden />
              ) : (
                <FileImageOutlined className="qa-file-list__icon" aria-hidden />
              )}
              <span className="qa-file-list__name" title={file.name}>
                {file.name}
              </span>
              <span className="qa-file-list__size">{formatFileSize(file.size)}</span>
              <Button
                type="text"
                size="small"
                htmlType="button"
                aria-label={`Remove ${file.name}`}
                icon={<DeleteOutlined />}
                onClick={() => removeFile(index)}
                disabled={isUploading}
                data-testid="upload-file-remove"
              />
            </li>
          ))}
        </ul>
      )}

      <FormField label="Project type" htmlFor={`${id ?? 'upload'}-project-type`}>
        <NativeSelect
          id={`${id ?? 'upload'}-project-type`}
          value={projectType}
          placeholder="Select project type"
          options={PROJECT_TYPE_OPTIONS}
          onChange={(value) => {
            setProjectType(value);
            setTouched((t) => ({ ...t, projectType: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, projectType: true }))}
          status={projectTypeMessage ? 'error' : undefined}
          testId="project-type-select"
          required
          disabled={isUploading}
        />
        <FieldError message={projectTypeMessage} testId="project-type-error" />
      </FormField>

      {isOther && (
        <TextField
          id={`${id ?? 'upload'}-project-other`}
          testId="project-type-other-input"
          label="What type of project is it?"
          value={otherText}
          maxLength={OTHER_TEXT_MAX}
          placeholder="e.g. Deck"
          onChange={setOtherText}
          onBlur={() => setTouched((t) => ({ ...t, other: true }))}
          disabled={isUploading}
          error={otherMessage}
          errorTestId="project-type-other-error"
        >
          <p className="qa-field-hint">
            Use as few words as possible, for example Deck, Plumbing, Electrical. ({otherText.length}/
            {OTHER_TEXT_MAX})
          </p>
        </TextField>
      )}

      <TextField
        id={`${id ?? 'upload'}-contractor`}
        testId="contractor-name-input"
        label="Contractor name"
        value={contractorName}
        placeholder="e.g. Smith Roofing Co."
        onChange={setContractorName}
        onBlur={() => setTouched((t) => ({ ...t, contractor: true }))}
        disabled={isUploading}
        autoComplete="organization"
        error={contractorMessage}
        errorTestId="contractor-name-error"
      />

      <div
        className="qa-upload-form__submit"
        onPointerDown={() => {
          if (missing && !isUploading) setTouched(ALL_TOUCHED);
        }}
      >
        <SubmitButton disabled={disabled} loading={isUploading} data-testid="analyze-button">
          {isUploading ? 'Analyzing Quote...' : 'Analyze Quote'}
        </SubmitButton>
      </div>
      {!canAnalyze && <FieldError message={MESSAGES.usageLimitBelowButton} testId="usage-limit-error" />}
      <p className="qa-upload-form__privacy">
        <SafetyCertificateOutlined aria-hidden /> Your documents are private and used only for your analysis.
      </p>
      {isUploading && <AnalyzingOverlay />}
    </form>
  );
}
