package discord

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strconv"
	"strings"
)

// Discord takes a picture's alt text as the "description" of its entry in the payload's
// "attachments" list, which discordgo's MessageAttachment has no field for. So files()
// carries the description as a parameter of the file part's content type, and altText, a
// RoundTripper around the REST client, moves it into payload_json before the request
// leaves: {"attachments":[{"id":0,"filename":"solution.png","description":"..."}]}.

// altParam is the content-type parameter that carries a file's description to altText.
const altParam = "x-sudokubot-description"

// maxAltText is Discord's limit on an attachment description.
const maxAltText = 1024

// withAltText returns a copy of c whose transport applies altText.
func withAltText(c *http.Client) *http.Client {
	cc := *c
	next := cc.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	cc.Transport = altText{next}
	return &cc
}

// fileContentType is the content type of a file part, with its description attached.
func fileContentType(ctype, description string) string {
	if description == "" {
		return ctype
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	mt, params, err := mime.ParseMediaType(ctype)
	if err != nil {
		return ctype
	}
	if params == nil {
		params = map[string]string{}
	}
	if r := []rune(description); len(r) > maxAltText {
		description = string(r[:maxAltText-1]) + "…"
	}
	params[altParam] = description
	return mime.FormatMediaType(mt, params)
}

type altText struct{ next http.RoundTripper }

func (t altText) RoundTrip(r *http.Request) (*http.Response, error) {
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" || r.Body == nil || params["boundary"] == "" {
		return t.next.RoundTrip(r)
	}
	body, err := io.ReadAll(r.Body)
	r.Body.Close()
	if err != nil {
		return nil, err
	}
	out, ctype, err := moveDescriptions(body, params["boundary"])
	if err != nil {
		out, ctype = body, r.Header.Get("Content-Type") // send it as discordgo built it
	}
	r2 := r.Clone(r.Context())
	r2.Header.Set("Content-Type", ctype)
	r2.Body = io.NopCloser(bytes.NewReader(out))
	r2.ContentLength = int64(len(out))
	r2.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(out)), nil }
	return t.next.RoundTrip(r2)
}

// moveDescriptions rewrites a multipart body: each files[n] part loses the description
// parameter of its content type, which becomes attachments[n].description in payload_json
// (in "data" for an interaction response).
func moveDescriptions(body []byte, boundary string) ([]byte, string, error) {
	type part struct {
		header textproto.MIMEHeader
		data   []byte
	}
	var parts []part
	mr := multipart.NewReader(bytes.NewReader(body), boundary)
	descs := map[int][2]string{} // n → filename, description
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, "", err
		}
		data, err := io.ReadAll(p)
		if err != nil {
			return nil, "", err
		}
		h := p.Header
		if name := p.FormName(); strings.HasPrefix(name, "files[") {
			n, nerr := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(name, "files["), "]"))
			mt, ps, perr := mime.ParseMediaType(h.Get("Content-Type"))
			if nerr == nil && perr == nil && ps[altParam] != "" {
				descs[n] = [2]string{p.FileName(), ps[altParam]}
				delete(ps, altParam)
				h.Set("Content-Type", mime.FormatMediaType(mt, ps))
			}
		}
		parts = append(parts, part{h, data})
	}
	if len(descs) == 0 {
		return body, "multipart/form-data; boundary=" + boundary, nil
	}
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		data := p.data
		if strings.Contains(p.header.Get("Content-Disposition"), `name="payload_json"`) {
			var err error
			if data, err = addAttachments(data, descs); err != nil {
				return nil, "", err
			}
		}
		pw, err := w.CreatePart(p.header)
		if err != nil {
			return nil, "", err
		}
		pw.Write(data)
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), w.FormDataContentType(), nil
}

// addAttachments puts the descriptions into the payload's attachments list, keeping the
// entries already there (an edit lists the old attachments it keeps; none here).
func addAttachments(payload []byte, descs map[int][2]string) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(payload, &m); err != nil {
		return nil, err
	}
	target := m
	var data map[string]json.RawMessage
	if raw, ok := m["data"]; ok && m["type"] != nil { // an interaction response
		if err := json.Unmarshal(raw, &data); err != nil || data == nil {
			return nil, fmt.Errorf("discord: interaction response data: %v", err)
		}
		target = data
	}
	var atts []map[string]any
	if raw, ok := target["attachments"]; ok && string(raw) != "null" {
		if err := json.Unmarshal(raw, &atts); err != nil {
			return nil, err
		}
	}
	for n := 0; n < len(descs)+len(atts)+16; n++ {
		d, ok := descs[n]
		if !ok {
			continue
		}
		atts = append(atts, map[string]any{"id": n, "filename": d[0], "description": d[1]})
	}
	b, err := json.Marshal(atts)
	if err != nil {
		return nil, err
	}
	target["attachments"] = b
	if data != nil {
		if m["data"], err = json.Marshal(data); err != nil {
			return nil, err
		}
	}
	return json.Marshal(m)
}
