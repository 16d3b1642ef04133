import { runService } from '@qa/platform';
import { analysisService } from './service';

runService(analysisService);
