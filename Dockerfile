FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs the `prepare` build, which waits for the sources (copied below, then built once)
COPY scripts/ scripts/
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["node", "server/dist/server/src/main.js"]
