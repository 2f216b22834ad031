/** Types of scripts/pg-schema.mjs (the PostgreSQL schema derived from prisma/schema.prisma). */
export declare const JSON_FIELDS: Readonly<Record<string, "Json" | "JsonB">>;
export declare const PG_HEADER: string;
export declare function postgresSchema(source: string): string;
