# syntax=docker/dockerfile:1
# Build: docker build -t sudokubot .
# Run:   docker run --env-file .env -v sudokubot-data:/data sudokubot

FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# A static binary: pure-Go SQLite (modernc.org/sqlite), no cgo.
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/sudokubot ./cmd/sudokubot \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
# The CA roots for Discord's TLS come with the distroless base; HTTPS_PROXY/NO_PROXY are honoured.
COPY --from=build /out/sudokubot /usr/local/bin/sudokubot
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
VOLUME /data
ENV SUDOKUBOT_DB=sqlite:///data/sudokubot.db
# HTTP-interactions mode listens here; gateway mode needs no inbound port.
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/sudokubot"]
