import { UseInterceptors } from '@nestjs/common';
import { AccessRecordInterceptor } from './access-record.interceptor.js';

/**
 * This route reads personal data: its 개인정보 접속기록 is made by AccessRecordInterceptor under the route
 * table's rule (domain/access-routes.ts). On the table's routes only, so no other request pays for an
 * interceptor (Nest runs a route without interceptors without the rxjs pipeline: the booth scan's budget);
 * `AccessRouteCoverage` refuses to start when a decorated route and the table disagree.
 */
export const RecordsAccess = (): MethodDecorator => UseInterceptors(AccessRecordInterceptor);
