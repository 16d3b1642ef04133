import { runService } from '@qa/platform';
import { adminReportingService } from './service';

runService(adminReportingService);
